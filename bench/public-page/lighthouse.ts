import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** What Lighthouse's mobile preset reports for one page (simulated throttling: 1.6 Mbps, 150 ms RTT, 4× CPU). */
export interface LighthouseFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  cls: number;
  transferredBytes: number;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * A first visit in a fresh Chromium profile, Lighthouse 12's default mobile settings. With
 * `reportPath`, the whole report (LCP breakdown, requests, critical chains) is written there as JSON.
 */
export async function lighthouseMobile(url: string, chromePath: string, reportPath?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportPath) writeFileSync(reportPath, JSON.stringify(result.lhr, null, 1));
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      ttiMs: value('interactive'),
      cls: value('cumulative-layout-shift'),
      transferredBytes: value('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

export function describeLighthouse(figures: LighthouseFigures): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `performance ${figures.performance}, FCP ${s(figures.fcpMs)}, LCP ${s(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, `
    + `TTI ${s(figures.ttiMs)}, CLS ${figures.cls.toFixed(3)}, transferred ${(figures.transferredBytes / 1024).toFixed(0)} KiB`;
}
