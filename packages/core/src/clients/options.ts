// The option lists of saved clients and of the link card (accounts spec §3 Enumerations).
import { DEFAULT_RISK_TOLERANCE } from '../generation/options';

export const CLIENT_SOURCES = ['manual', 'form'] as const;
export type TClientSource = (typeof CLIENT_SOURCES)[number];

/** The risk tolerance a client saved from a form gets: the wizard's default. */
export const CLIENT_DEFAULT_RISK_TOLERANCE = DEFAULT_RISK_TOLERANCE;

export const LINK_INDUSTRY_TYPES = ['insurance', 'real-estate'] as const;
export type TLinkIndustryType = (typeof LINK_INDUSTRY_TYPES)[number];
export const LINK_INDUSTRY_LABELS: Readonly<Record<TLinkIndustryType, string>> = {
  insurance: 'Insurance',
  'real-estate': 'Real Estate',
};

export const LINK_COVERAGE_TYPES = ['all', 'auto', 'home', 'life', 'health', 'business'] as const;
export type TLinkCoverageType = (typeof LINK_COVERAGE_TYPES)[number];
export const LINK_COVERAGE_LABELS: Readonly<Record<TLinkCoverageType, string>> = {
  all: 'All Coverage Types',
  auto: 'Auto',
  home: 'Home',
  life: 'Life',
  health: 'Health',
  business: 'Business',
};

export const LINK_PROPERTY_OPTIONS = ['all', 'residential', 'commercial', 'investment'] as const;
export type TLinkPropertyOption = (typeof LINK_PROPERTY_OPTIONS)[number];
export const LINK_PROPERTY_OPTION_LABELS: Readonly<Record<TLinkPropertyOption, string>> = {
  all: 'All Property Types',
  residential: 'Residential',
  commercial: 'Commercial',
  investment: 'Investment',
};
