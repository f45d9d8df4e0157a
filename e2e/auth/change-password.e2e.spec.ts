import { expect } from 'vitest';
import { adminSession } from '../support/admin-session';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import {
  openChangePasswordDialog,
  passwordFieldValues,
  submitPasswordChange,
} from '../support/change-password-dialog';
import { signIn, submitSignIn, waitForPath } from '../support/sign-in';
import { waitForToast } from '../support/toasts';

describeInBrowser('the Change Password dialog', () => {
  test('refuses mismatched, too short and wrong current passwords', async ({ page, portal, screenshot }) => {
    const user = { username: 'city.masool', password: 'first-password' };
    const admin = await adminSession(portal);
    const cityId = await admin.createCity('Lahore', await admin.createZone('North'));
    await admin.createUser({ ...user, roles: ['city_masool'], assignedCityId: cityId });
    await signIn(page, user);
    const dialog = await openChangePasswordDialog(page);

    await submitPasswordChange(dialog, {
      current: user.password,
      next: 'second-password',
      confirm: 'second-passwort',
    });
    expect(await waitForToast(page, "Passwords don't match")).toMatchObject({
      title: "Passwords don't match",
    });
    // Said at the field to fix too, where it stays after the toast has gone.
    const confirm = dialog.getByLabel('Confirm New Password', { exact: true });
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText("Passwords don't match", { exact: true }).waitFor();
    await screenshot('mismatch');

    await submitPasswordChange(dialog, { current: user.password, next: 'short', confirm: 'short' });
    expect(await waitForToast(page, 'Password must be at least 12 characters')).toMatchObject({
      title: 'Password must be at least 12 characters',
    });

    await submitPasswordChange(dialog, {
      current: 'not-my-password',
      next: 'second-password',
      confirm: 'second-password',
    });
    expect(await waitForToast(page, 'Failed to change password')).toEqual({
      title: 'Failed to change password',
      description: 'Current password is incorrect',
      destructive: true,
    });
    expect(await dialog.isVisible()).toBe(true);
    await screenshot('wrong current password');
  });

  test('a changed password signs in and the old one no longer does', async ({ page, portal, screenshot }) => {
    const user = { username: 'zone.masool', password: 'first-password' };
    const newPassword = 'second-password';
    const admin = await adminSession(portal);
    await admin.createUser({
      ...user,
      roles: ['zone_masool'],
      assignedZoneId: await admin.createZone('South'),
    });
    await signIn(page, user);

    const dialog = await openChangePasswordDialog(page);
    await submitPasswordChange(dialog, { current: user.password, next: newPassword, confirm: newPassword });

    expect(await waitForToast(page, 'Password changed successfully')).toMatchObject({
      title: 'Password changed successfully',
      destructive: false,
    });
    await dialog.waitFor({ state: 'hidden' });
    await screenshot('changed');
    // Opened again, the dialog starts empty.
    const reopened = await openChangePasswordDialog(page);
    expect(await passwordFieldValues(reopened)).toEqual(['', '', '']);
    await reopened.getByRole('button', { name: 'Cancel', exact: true }).click();
    await reopened.waitFor({ state: 'hidden' });

    await page.getByRole('complementary').getByRole('button', { name: 'Logout', exact: true }).click();
    await waitForPath(page, '/auth');

    await submitSignIn(page, user);
    expect(await waitForToast(page, 'Login failed')).toEqual({
      title: 'Login failed',
      description: 'Invalid username or password',
      destructive: true,
    });

    await signIn(page, { ...user, password: newPassword });
    await screenshot('signed in with the new password');
  });
});
