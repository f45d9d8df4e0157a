import { z } from 'zod';
import { newPassword } from '../users/user';

/** `POST /api/login`. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(50),
  password: z.string().min(1, 'Password is required').max(200),
});

/** `PUT /api/user/change-password`: the current password proves it is the user asking. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
