// Reference data shared by every scenario (banks, areas, categories, mall, coupons, activities…),
// read from fixtures/scenarios/catalog.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Advert,
  Area,
  AreaProvince,
  BankOfferDetail,
  BankOption,
  CommonQuestion,
  Commodity,
  DeviceType,
  MccOption,
  MemberPrivilege,
  OfferBank,
} from '@merchant-h5/sdk';
import type { CatalogActivity } from './activities';
import type { Coupon } from './tasks';

export interface MessageTemplate {
  type: '01' | '02' | '03';
  typeName: string;
  title: string;
  content: string;
}

/** A card number prefix (BIN): the bank that issues it and the kind of card (quick-pay binding). */
export interface CardBinEntry {
  prefix: string;
  bankCode: string;
  cardType: 'DC' | 'CC';
}

export interface Catalog {
  /** As bankQueryBank answers them. */
  banks: BankOption[];
  cardBins: CardBinEntry[];
  /** The province → city → district tree onlineDeviceApplyAreaList answers. */
  areas: AreaProvince[];
  mcc: MccOption[];
  deviceTypes: DeviceType[];
  /** The mall's goods without what the generator adds (picture, description). */
  commodities: Array<Omit<Commodity, 'image' | 'description'>>;
  coupons: Coupon[];
  activities: CatalogActivity[];
  messageTemplates: MessageTemplate[];
  welcomeMessages: MessageTemplate[];
  tasks: Array<{ taskId: string; title: string; description: string; rewardPoints: number; target: number }>;
  questions: CommonQuestion[];
  abnormalReasons: string[];
  memberPrivileges: Array<Omit<MemberPrivilege, 'used'>>;
  memberCycleTasks: Array<{ taskId: string; title: string; target: number; reward: string }>;
  adverts: Advert[];
  switcher: Record<string, string>;
  bankOffers: CatalogBankOffers;
}

/** The bank offers (issue 38), read-only: days count from the simulator's today, both included. */
export interface CatalogBankOffers {
  banks: Array<Omit<OfferBank, 'offerCount'>>;
  offers: Array<
    Omit<BankOfferDetail, 'bankName' | 'logo' | 'validFrom' | 'validTo' | 'status' | 'statusName'> & {
      fromDay: number;
      toDay: number;
    }
  >;
}

const cache = new Map<string, Catalog>();

/** The catalogue of `fixturesDir/scenarios/catalog.json`, read once per folder. */
export function loadCatalog(fixturesDir: string): Catalog {
  let catalog = cache.get(fixturesDir);
  if (!catalog) {
    catalog = JSON.parse(readFileSync(path.join(fixturesDir, 'scenarios/catalog.json'), 'utf8')) as Catalog;
    cache.set(fixturesDir, catalog);
  }
  return catalog;
}

/** Districts, cities and provinces flattened, for name lookups. */
export function areaName(catalog: Catalog, code: string): string | undefined {
  for (const p of catalog.areas) {
    if (p.code === code) return p.name;
    for (const c of p.cities) {
      if (c.code === code) return c.name;
      const d = c.districts.find((x) => x.code === code);
      if (d) return d.name;
    }
  }
  return undefined;
}

/** Children of an area code in the catalogue tree (provinces when no code or '0'). */
export function areasUnder(fixturesDir: string, parent: string | undefined): Area[] {
  const areas = loadCatalog(fixturesDir).areas;
  if (!parent || parent === '0') return areas.map(({ code, name }) => ({ code, name }));
  for (const p of areas) {
    if (p.code === parent) return p.cities.map(({ code, name }) => ({ code, name }));
    const city = p.cities.find((c) => c.code === parent);
    if (city) return city.districts;
  }
  return [];
}
