export const CHROMIUM_ARGS: string[];
export function findBrowser():
  { executablePath: string; source: 'playwright' | 'system' } | undefined;
export function ensureBrowser(): { executablePath: string; source: 'playwright' | 'system' };
