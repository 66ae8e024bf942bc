import { test, expect } from '@playwright/test';

test('test', async ({ page }) => {
  await page.goto('http://127.0.0.1:18301/login.html');
  await page.getByLabel('Email').click();
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByLabel('Password').fill('secret123');
  await page.getByText('Remember me').click();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/dashboard/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
});
