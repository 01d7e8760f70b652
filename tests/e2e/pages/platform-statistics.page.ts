// The platform statistics (the nexo admin's /dashboard, also the Big Data module's): the period (quick choices and
// its first and last days), the lot and shop filters, the tiles with their figures and exports, and the module tabs.
import type { Download, Locator, Page } from '@playwright/test';
import { pickDate } from './date-picker';

export class PlatformStatisticsPage {
  readonly heading: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly moduleTabs: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: /^(Platform statistics|Estadísticas de la plataforma)$/ });
    this.from = page.getByRole('button', { name: /^(From|Desde)$/ });
    this.to = page.getByRole('button', { name: /^(To|Hasta)$/ });
    this.moduleTabs = page.getByRole('tablist', { name: /Switch module|Cambiar de módulo/ });
  }

  quickPeriod(days: 7 | 30 | 90 | 365): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${days} (days|días)$`) });
  }

  async choosePeriod(days: 7 | 30 | 90 | 365): Promise<void> {
    await this.page.getByText(new RegExp(`^${days} (days|días)$`)).click();
  }

  /** Picks the period's last day ('yyyy-MM-dd'); a day before its first makes it a one-day period. */
  async pickLastDay(day: string): Promise<void> {
    await pickDate(this.page, this.to, day);
  }

  tile(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** A figure shown by a tile: income-total, visits-total, stay-average, occupancy-peak, credits-sold, funnel-requests... */
  figure(key: string): Locator {
    return this.page.getByTestId(`stat-${key}`);
  }

  async exportTile(title: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export ${title}` }).click();
    return download;
  }

  moduleTab(name: string): Locator {
    return this.moduleTabs.getByRole('tab', { name });
  }
}
