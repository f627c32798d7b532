// The published sources behind the analysis's figures, named where the analysis documents them
// (packages/core/src/generation: needs-rates.ts, needs-rate-classes.ts, needs-estate.ts,
// needs-assumptions.ts), so a record says what its premiums and taxes rest on. Only the ones the
// case used are listed.
import type { TNeedsAnalysis } from '@pitchcraft/core';

const PREMIUMS =
  'Illustrative premiums: fitted to published sample premiums (Policygenius term and whole life rate tables; Ramsey Solutions, term rates by age; insure.com, average term rates, 2025; PolicyMe, Canada, 2025; Choice Mutual, whole life rates, 2025; Forbes Advisor and Insuranceopedia for term lengths). Not a quote.';
const POLICY_FEE =
  'Policy fee: inside the published range (Back9, "Target Premium and Non-Commissionable Policy Fees", 2023; CarePro Insurance, "Term Life Policy Fee Explained").';
const RATE_CLASSES =
  'Underwriting class factors: TermLifePlans and Hinerman Group (preferred classes); Diversified Insurance Brokers and Workers Bequest (table ratings); Sproutt (tobacco classes).';
const SMOKERS =
  'Smoker rates: insure.com (2023); InsuranceQuotes.com, reported by Business Insider; Hinerman Group.';
const CANADA_FINAL_TAXES =
  'Final taxes (Canada): Income Tax Act s. 70(5) and s. 38(a) (deemed disposition, half of the gain taxable), s. 146(8.8) and s. 146.3(6) (RRSP and RRIF as income at death); CRA guide T4011, Preparing Returns for Deceased Persons.';
const CANADA_MARGINAL_RATE =
  'Default marginal tax rate at death: top combined federal and provincial rates of about 44% to 54% (CRA and provincial 2025 tables).';
const US_ESTATE_TAX =
  'US federal estate tax: Internal Revenue Code s. 2010(c) (basic exclusion, $15,000,000 for deaths in 2026, P.L. 119-21), s. 2001(c) (top rate 40%), s. 2056 (marital deduction); IRS, "What\'s new — Estate and gift tax".';

export function publishedSources(a: TNeedsAnalysis): string[] {
  const priced = a.recommendedCoverage > 0 && a.underwriting.priced;
  const canadianTaxes =
    a.inputs.jurisdiction === 'CA' && (a.inputs.capitalGains > 0 || a.inputs.registeredPlans > 0);
  const usEstate = a.inputs.jurisdiction === 'US' && a.inputs.estateValue > 0;
  return [
    ...(priced ? [PREMIUMS, POLICY_FEE, RATE_CLASSES] : []),
    ...(priced && a.inputs.smoker ? [SMOKERS] : []),
    ...(canadianTaxes ? [CANADA_FINAL_TAXES] : []),
    ...(canadianTaxes && a.assumptionValues.marginalTaxRateSource === 'default'
      ? [CANADA_MARGINAL_RATE]
      : []),
    ...(usEstate ? [US_ESTATE_TAX] : []),
  ];
}
