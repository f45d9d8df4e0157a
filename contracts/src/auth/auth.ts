import { z } from 'zod';
import { cleanText, TEXT_LIMITS } from '../common/fields';
import { newPassword } from '../users/user';

/** A password as typed at sign-in: any text up to the longest a password may be, kept as sent. */
const typedPassword = (required: string) =>
  cleanText(
    z
      .string()
      .min(1, required)
      .max(TEXT_LIMITS.password, `Must be at most ${TEXT_LIMITS.password} characters`),
  );

/** `POST /api/login`. */
export const loginRequestSchema = z.object({
  username: cleanText(
    z
      .string()
      .trim()
      .min(1, 'Username is required')
      .max(TEXT_LIMITS.username, `Must be at most ${TEXT_LIMITS.username} characters`),
  ),
  password: typedPassword('Password is required'),
});

/** `PUT /api/user/change-password`: the current password proves it is the user asking. */
export const changePasswordRequestSchema = z.object({
  currentPassword: typedPassword('Current password is required'),
  newPassword,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** The 403 of every call but `GET /api/user`, sign-out and Change Password while `mustChangePassword`. */
export const CHANGE_GENERATED_PASSWORD = 'Change the generated password before anything else';
