import { expect } from 'vitest';
import { describeInBrowser, browserTest as test } from '../support/browser-test';
import { createCity, createZone } from '../support/portal-api';
import { signIn, waitForPath } from '../support/sign-in';
import { ADMIN } from '../support/test-portal';
import { dismissToast, waitForToast } from '../support/toasts';
import { field, fillQabailForm, qabailCard, search, shownQabails } from './qabail-screens';

describeInBrowser('qabails through the qabail list, as an administrator', () => {
  test('adds a qabail, finds it by search, opens its details, edits it and deletes it', async ({
    page,
    portal,
    screenshot,
  }) => {
    const zoneId = await createZone(portal, { name: 'Punjab', masool: 'Hafiz Usman' });
    const lahoreId = await createCity(portal, { name: 'Lahore', masoolName: 'Abdul Rauf', zoneId });
    await createCity(portal, { name: 'Multan', masoolName: 'Bilal', zoneId });
    await signIn(page, ADMIN);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Qabails' }).click();
    await waitForPath(page, '/qabails');
    await page.getByText('No qabails found', { exact: true }).waitFor();

    // The form refuses to save without the required fields.
    await page.getByRole('button', { name: 'Add Qabail', exact: true }).click();
    const addForm = page.getByRole('dialog', { name: 'Add New Qabail' });
    await addForm.getByRole('button', { name: 'Add Qabail', exact: true }).click();
    await addForm.getByText('Qabilah name is required', { exact: true }).waitFor();
    expect(await addForm.getByText('Masool name is required', { exact: true }).count()).toBe(1);
    expect(await addForm.getByText('City is required', { exact: true }).count()).toBe(1);

    await fillQabailForm(addForm, {
      qabilahName: 'Awan',
      masoolName: 'Tariq Mehmood',
      city: 'Lahore',
      majlisMembers: '12',
      activeCircles: '3',
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikr: { day: 'Friday', time: 'after Isha' },
    });
    await screenshot('add form');
    await addForm.getByRole('button', { name: 'Add Qabail', exact: true }).click();
    expect(await waitForToast(page, 'Qabail created successfully')).toEqual({
      title: 'Qabail created successfully',
      description: null,
      destructive: false,
    });
    await addForm.waitFor({ state: 'detached' });
    await dismissToast(page, 'Qabail created successfully');

    await page.getByRole('button', { name: 'Add Qabail', exact: true }).click();
    const secondForm = page.getByRole('dialog', { name: 'Add New Qabail' });
    // The qabilah name is picked from the names already given (GET /api/qabilah-list), or typed.
    const qabilahName = secondForm.getByLabel('Qabilah Name');
    const suggestions = secondForm.locator(`datalist[id="${await qabilahName.getAttribute('list')}"] option`);
    await suggestions.first().waitFor({ state: 'attached' });
    expect(
      await suggestions.evaluateAll((options) => options.map((option) => option.getAttribute('value'))),
    ).toEqual(['Awan']);
    await fillQabailForm(secondForm, { qabilahName: 'Bhatti', masoolName: 'Naveed', city: 'Multan' });
    await secondForm.getByRole('button', { name: 'Add Qabail', exact: true }).click();
    await waitForToast(page, 'Qabail created successfully');
    await qabailCard(page, 'Bhatti').waitFor();
    expect(await shownQabails(page)).toEqual(['Awan', 'Bhatti']);
    await screenshot('list');

    // Search by masool, by city, by qabilah name; nothing matching says so.
    await page.getByText('2 qabails', { exact: true }).waitFor();
    await search(page, 'tariq');
    await qabailCard(page, 'Bhatti').waitFor({ state: 'detached' });
    expect(await shownQabails(page)).toEqual(['Awan']);
    // The count above the cards is of the cards shown, not of every qabail.
    await page.getByText('1 of 2 qabails', { exact: true }).waitFor();
    await search(page, 'MULTAN');
    await qabailCard(page, 'Awan').waitFor({ state: 'detached' });
    expect(await shownQabails(page)).toEqual(['Bhatti']);
    await search(page, 'nobody');
    await page.getByText('No qabails match your search', { exact: true }).waitFor();
    await search(page, 'awa');
    await qabailCard(page, 'Awan').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('awa');

    // View opens the details, addressed by ?id=.
    await qabailCard(page, 'Awan').getByRole('button', { name: 'View', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Qabail Details' });
    await details.waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);
    expect(await details.getByRole('link', { name: 'Join Group', exact: true }).getAttribute('href')).toBe(
      'https://chat.whatsapp.com/awan',
    );
    expect(await details.getByText('Friday at after Isha', { exact: true }).count()).toBe(1);
    await screenshot('details');
    const detailsAddress = page.url();

    // Edit from the details: the form starts from the saved qabail.
    await details.getByRole('button', { name: 'Edit', exact: true }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Qabail' });
    expect(await field(editForm, 'Masool Name').inputValue()).toBe('Tariq Mehmood');
    await fillQabailForm(editForm, {
      masoolName: 'Imran Awan',
      activeCircles: '5',
      whatsappGroupUrl: null,
      changeReason: 'New masool',
    });
    await editForm.getByRole('button', { name: 'Update Qabail', exact: true }).click();
    expect(await waitForToast(page, 'Qabail updated successfully')).toMatchObject({ destructive: false });
    await editForm.waitFor({ state: 'detached' });
    const card = qabailCard(page, 'Awan');
    await card.getByText('Imran Awan', { exact: true }).waitFor();
    expect(await card.getByText('WhatsApp', { exact: true }).count()).toBe(0);

    // The details address shows the edited qabail; an unknown id says so.
    await page.goto(detailsAddress);
    await details.getByText('Not available', { exact: true }).waitFor();
    expect(await details.getByText('Imran Awan', { exact: true }).count()).toBe(1);
    await page.goto('/qabails?id=99999');
    await page.getByRole('dialog', { name: 'Qabail Details' }).getByText('Qabail not found').waitFor();
    await screenshot('not found');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The city's page lists it in its Qabail card; clicking it opens the Qabail Details dialog.
    await page.goto(`/cities/${lahoreId}`);
    await page.getByRole('heading', { name: 'Qabails', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Awan/ }).click();
    const cityDetails = page.getByRole('dialog', { name: 'Qabail Details' });
    await cityDetails.getByText('Imran Awan', { exact: true }).waitFor();
    await screenshot('city page details');
    await page.keyboard.press('Escape');
    await cityDetails.waitFor({ state: 'detached' });
    await page.goto('/qabails');

    // Deleting asks first; Cancel keeps the qabail.
    await qabailCard(page, 'Awan').getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Qabail' });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await shownQabails(page)).toEqual(['Awan', 'Bhatti']);
    await qabailCard(page, 'Awan').getByRole('button', { name: 'Delete', exact: true }).click();
    await screenshot('delete confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await waitForToast(page, 'Qabail deleted successfully')).toMatchObject({ destructive: false });
    await qabailCard(page, 'Awan').waitFor({ state: 'detached' });
    expect(await shownQabails(page)).toEqual(['Bhatti']);
  });
});
