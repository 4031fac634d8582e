/** Locators for what every journey meets: the shell's chrome, toasts, the dashboard greeting. */
import type { Page } from '@playwright/test';

/** The dashboard's h1: "Good morning, Ada". */
export const GREETING = /^Good (morning|afternoon|evening), \S/;

/** A toast with this text (react-toastify renders each as an alert). */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The dashboard side menu. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The dashboard home's heading, once the investor remote has rendered it. */
export const dashboardGreeting = (page: Page) => page.getByRole('heading', { level: 1, name: GREETING });
