// What every area reads of the merchant: who it is (the profile), the scenario it was generated
// for, the app-wide switches, submitted forms and the id counter.
import type { EndpointResponse } from '@merchant-h5/sdk';
import type { ScenarioName } from './scenarios';

export interface MerchantProfile {
  merchantNo: string;
  merchantName: string;
  shortName: string;
  legalManName: string;
  legalManCardNo: string;
  phone: string;
  registNo: string;
  businessAddress: string;
  regProvCd: string;
  regCityCd: string;
  regDistCd: string;
  mccCd: string;
  mccValue: string;
  terminalNo: string;
  level: string;
  levelName: string;
  registerDate: string;
}

/** A submit-then-query flow (onboarding, small-merchant report, supplements…): what was sent and where it stands. */
export type FormRecord = EndpointResponse<'cpMerchantSubmit'>;

export interface SharedState {
  scenario: ScenarioName;
  /** 'YYYYMMDD' the data was generated for */
  generatedFor: string;
  profile: MerchantProfile;
  switches: Record<string, string>;
  forms: Record<string, FormRecord>;
  /** counters for ids minted by actions (orders, applications) */
  sequence: number;
}
