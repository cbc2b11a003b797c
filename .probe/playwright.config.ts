import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../src/session/chromium.ts';
export default defineConfig({ testDir: '.', reporter: 'list', use: { launchOptions: chromiumLaunchOptions() } });
