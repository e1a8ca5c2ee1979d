// Lighthouse (desktop and mobile) through its node API and chrome-launcher, with the system Chromium: scores of
// performance, accessibility and best practices, LCP and TBT, and the audits that cost points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { z } from 'zod';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/browser.mjs';

/** The project's Chromium flags (TOOLCHAIN.md's), headless, for Lighthouse's own launch. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'desktop' | 'mobile';

export interface LighthouseFigures {
  route: string;
  formFactor: FormFactor;
  /** 0 to 100, or undefined when Lighthouse could not score the category. */
  scores: Record<Category, number | undefined>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  /** Audits that cost points, as "category: title (score)". */
  losses: string[];
  /** Lighthouse's own warnings and a runtime error, if any. */
  warnings: string[];
}

/** The rows of an audit's details, when it has any: what failed, where. */
const detailsSchema = z.object({ items: z.array(z.record(z.string(), z.unknown())) });
const nodeSchema = z.object({ nodeLabel: z.string().optional(), selector: z.string().optional() });
const subItemsSchema = z.object({ items: z.array(z.record(z.string(), z.unknown())) });

const TEXT_KEYS = ['description', 'issueType', 'source', 'url', 'violatedDirective', 'directive'];

/** The plain text fields of one row of details. */
function textsOf(item: Record<string, unknown>): string[] {
  const node = nodeSchema.safeParse(item.node);
  const texts = [
    ...(node.success ? [node.data.nodeLabel, node.data.selector && `(${node.data.selector})`] : []),
    ...TEXT_KEYS.map((key) => item[key]),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  const sub = subItemsSchema.safeParse(item.subItems);
  if (sub.success) {
    for (const subItem of sub.data.items.slice(0, 2)) {
      texts.push(
        ...Object.values(subItem)
          .filter((value): value is string | number => ['string', 'number'].includes(typeof value))
          .map(String),
      );
    }
  }
  return texts;
}

/** A few words on what an audit found: the elements, messages or addresses of its first items. */
function findings(details: unknown): string {
  const parsed = detailsSchema.safeParse(details);
  if (!parsed.success) return '';
  const texts = parsed.data.items
    .slice(0, 3)
    .map((item) => textsOf(item).join(' ').replace(/\s+/g, ' ').slice(0, 160))
    .filter(Boolean);
  const more = parsed.data.items.length > 3 ? ` (+${parsed.data.items.length - 3} more)` : '';
  return texts.length > 0 ? ` [${texts.join(' | ')}${more}]` : '';
}

const versionSchema = z.object({ webSocketDebuggerUrl: z.string() });
const replySchema = z.object({
  id: z.number(),
  error: z.object({ message: z.string() }).optional(),
});

/** Sends one command to the browser's own CDP endpoint (not a page's) and waits for its answer. */
async function browserCommand(port: number, method: string, params: object): Promise<void> {
  const version = versionSchema.parse(
    await (await fetch(`http://127.0.0.1:${port}/json/version`)).json(),
  );
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('no CDP connection')), {
        once: true,
      });
    });
    const reply = new Promise<unknown>((resolve) => {
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), {
        once: true,
      });
    });
    socket.send(JSON.stringify({ id: 1, method, params }));
    const answer = replySchema.parse(await reply);
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}

/**
 * The browser's cookie jar as a signed-in person's (the session cookie `name=value` for `origin`) or a signed-out
 * one's (no cookie) before a run; Lighthouse keeps cookies between runs. A cookie given as an extra header instead
 * went with the page's own requests only: the statistics viewer's worker fetched its file without it, was
 * refused, and the page measured was an error.
 */
async function setSession(port: number, origin: string, cookie: string | undefined): Promise<void> {
  await browserCommand(port, 'Storage.clearCookies', {});
  if (!cookie) return;
  const separator = cookie.indexOf('=');
  await browserCommand(port, 'Storage.setCookies', {
    cookies: [
      {
        name: cookie.slice(0, separator),
        value: cookie.slice(separator + 1),
        url: origin,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ],
  });
}

export interface LighthouseRunner {
  run(url: string, formFactor: FormFactor, cookie: string | undefined): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseRunner> {
  const chromePath = process.env.CHROME_PATH ?? findBrowser()?.executablePath;
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: CHROME_FLAGS,
  });
  const runOnce = async (
    url: string,
    formFactor: FormFactor,
    cookie: string | undefined,
  ): Promise<LighthouseFigures> => {
    await setSession(chrome.port, new URL(url).origin, cookie);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const score = (category: Category) => {
      const value = lhr.categories[category]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : undefined;
    };
    const scores: Record<Category, number | undefined> = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    };
    const losses: string[] = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0) continue;
        if (typeof audit.score === 'number' && audit.score < 1) {
          losses.push(
            `${category}: ${audit.title} (${Math.round(audit.score * 100)})${findings(audit.details)}`,
          );
        }
      }
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : undefined;
    };
    return {
      route: new URL(url).pathname,
      formFactor,
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      losses,
      warnings: [
        ...lhr.runWarnings,
        ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ],
    };
  };
  return {
    /** A run whose trace could not be read (NO_NAVSTART and the like, under load) is run again, twice at most. */
    async run(url, formFactor, cookie) {
      let figures = await runOnce(url, formFactor, cookie);
      for (let retry = 0; retry < 2 && figures.scores.performance === undefined; retry++) {
        figures = await runOnce(url, formFactor, cookie);
      }
      return figures;
    },
    close() {
      chrome.kill();
      return Promise.resolve();
    },
  };
}
