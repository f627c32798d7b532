// The built-in insurer catalogue the wizard offers and the presentation may recommend from.
// Descriptions are deliberately general: no ratings, rankings, rates or guarantees are claimed.

export const PRODUCT_TYPES = [
  'Life Insurance',
  'Health Insurance',
  'Investment',
  'Retirement',
] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];

/** How the needs analysis prices a product: term and permanent life get premium estimates, the rest do not. */
export type TCoverageKind = 'term' | 'permanent' | 'health' | 'investment' | 'retirement';

export interface TInsuranceProduct {
  readonly id: string;
  readonly name: string;
  readonly type: TProductType;
  readonly coverageKind: TCoverageKind;
  readonly description: string;
  readonly features: readonly string[];
  readonly benefits: readonly string[];
  readonly suitableFor: readonly string[];
  /**
   * Term and permanent life only: the sample product's price as a multiple of the illustrative
   * market rate (needs-rates.ts). An illustrative positioning of a sample product, not the
   * insurer's rate; each is distinct, so two insurers' plans never show the same premium.
   */
  readonly rateRelativity?: number;
}

export interface TInsurer {
  readonly id: string;
  readonly name: string;
  /** Short initials shown in a coloured badge; no external image is ever loaded. */
  readonly logo: string;
  readonly description: string;
  readonly strengths: readonly string[];
  readonly products: readonly TInsuranceProduct[];
  readonly colors: {
    readonly primary: string;
    readonly secondary: string;
    readonly accent: string;
  };
}

export const INSURERS: readonly TInsurer[] = [
  {
    id: 'industrial-alliance',
    name: 'Industrial Alliance',
    logo: 'iA',
    description:
      'A Canadian insurance and wealth-management group offering individual life and health coverage through independent advisors.',
    strengths: [
      'Individual life and health products from one insurer',
      'Distributed through independent advisors',
      'Coverage options for families and self-employed clients',
    ],
    products: [
      {
        id: 'lifeprotect-plus',
        name: 'LifeProtect Plus',
        type: 'Life Insurance',
        coverageKind: 'term',
        description:
          'Term life insurance that pays a lump sum to your beneficiaries if you die during the term, to replace income and clear debts.',
        features: [
          'Level premiums for the chosen term',
          'Choice of term length',
          'Optional riders, such as critical illness or child coverage',
          'Conversion to permanent coverage within the policy limits',
        ],
        benefits: [
          'Large amount of coverage for a modest premium',
          'Protection timed to the years your family depends on your income',
          'Flexibility to adapt coverage later',
        ],
        suitableFor: ['Young families', 'Homeowners with a mortgage', 'Primary income earners'],
        rateRelativity: 0.97,
      },
      {
        id: 'healthguard-elite',
        name: 'HealthGuard Elite',
        type: 'Health Insurance',
        coverageKind: 'health',
        description:
          'Individual health and dental coverage that helps pay for costs public health plans do not cover, such as prescriptions, dental care and paramedical services.',
        features: [
          'Prescription drug coverage',
          'Dental and vision care options',
          'Paramedical practitioners such as physiotherapy and massage therapy',
          'Emergency travel medical coverage',
        ],
        benefits: [
          'Predictable monthly cost for everyday health expenses',
          'Coverage that stays with you when you change jobs',
          'Can complement a group plan',
        ],
        suitableFor: [
          'Self-employed people',
          'Early retirees',
          'People without a group health plan',
        ],
      },
    ],
    colors: { primary: '#1B365D', secondary: '#0F2340', accent: '#5B9BD5' },
  },
  {
    id: 'equitable',
    name: 'Equitable Life',
    logo: 'EL',
    description:
      'A Canadian mutual life insurance company offering participating whole life insurance, savings and investment products.',
    strengths: [
      'Mutual company owned by its participating policyholders',
      'Participating whole life insurance',
      'Savings and investment options alongside insurance',
    ],
    products: [
      {
        id: 'equilife-whole-life',
        name: 'Equilife Whole Life',
        type: 'Life Insurance',
        coverageKind: 'permanent',
        description:
          'Participating whole life insurance: lifelong coverage with premiums that do not increase, and a cash value that builds over time.',
        features: [
          'Coverage for life while premiums are paid',
          'Premiums that do not increase with age',
          'Cash value that grows over time',
          'Eligible for policyholder dividends, which are not guaranteed',
        ],
        benefits: [
          'Leaves a lasting legacy or covers final expenses and estate taxes',
          'Cash value that can be accessed through policy loans',
          'Locks in insurability while you are healthy',
        ],
        suitableFor: ['Estate planning', 'Clients who want lifelong coverage', 'Business owners'],
        rateRelativity: 1.02,
      },
      {
        id: 'equitable-investment-portfolio',
        name: 'Equitable Investment Portfolio',
        type: 'Investment',
        coverageKind: 'investment',
        description:
          'A range of segregated fund investments with a choice of guarantee levels on maturity and death benefits, subject to the contract terms.',
        features: [
          'Range of managed portfolios from conservative to growth',
          'Maturity and death benefit guarantee options as set out in the contract',
          'Can be held in registered or non-registered accounts',
          'Named beneficiaries can receive proceeds outside the estate',
        ],
        benefits: [
          'Long-term growth potential with some downside protection',
          'Simpler estate settlement through beneficiary designation',
          'Professional portfolio management',
        ],
        suitableFor: ['Long-term savers', 'Pre-retirees', 'Clients focused on estate transfer'],
      },
    ],
    colors: { primary: '#00694B', secondary: '#004D37', accent: '#7BC143' },
  },
  {
    id: 'rbc',
    name: 'RBC Insurance',
    logo: 'RBC',
    description:
      'The insurance arm of a major Canadian bank, offering life, health, travel and retirement products to individuals and families.',
    strengths: [
      'Backed by a large Canadian financial group',
      'Insurance and retirement products in one place',
      'Online tools and advisor support',
    ],
    products: [
      {
        id: 'rbc-term-life-protector',
        name: 'RBC Term Life Protector',
        type: 'Life Insurance',
        coverageKind: 'term',
        description:
          'Straightforward term life insurance with level premiums, designed to protect your family during your working and child-raising years.',
        features: [
          'Level premiums for the chosen term',
          'Renewable at the end of the term, at the renewal rates',
          'Convertible to permanent insurance within the policy limits',
          'Coverage amounts to match income and mortgage needs',
        ],
        benefits: [
          'Affordable protection when your family needs it most',
          'A lump sum to pay off the mortgage and other debts',
          'Peace of mind that your children’s education can be funded',
        ],
        suitableFor: ['Young families', 'New homeowners', 'Budget-conscious clients'],
        rateRelativity: 1.04,
      },
      {
        id: 'rbc-retirement-security-plan',
        name: 'RBC Retirement Security Plan',
        type: 'Retirement',
        coverageKind: 'retirement',
        description:
          'A retirement savings and income plan that helps turn savings into a steady income, with annuity options for income you cannot outlive.',
        features: [
          'Regular contributions toward retirement',
          'Annuity options that provide income for life',
          'Choice of registered or non-registered savings',
          'Beneficiary designation',
        ],
        benefits: [
          'Predictable income in retirement',
          'Reduces the risk of outliving your savings',
          'Structured, disciplined saving',
        ],
        suitableFor: [
          'Clients within 15 years of retirement',
          'Retirees who want steady income',
          'Savers seeking structure',
        ],
      },
    ],
    colors: { primary: '#005DAA', secondary: '#003168', accent: '#FEDF01' },
  },
];

export function findCompany(companyId: string): TInsurer | undefined {
  return INSURERS.find((insurer) => insurer.id === companyId);
}

/** The products of a company, or an empty list for an unknown company. */
export function getCompanyProducts(companyId: string): readonly TInsuranceProduct[] {
  return findCompany(companyId)?.products ?? [];
}

export function findProduct(companyId: string, productId: string): TInsuranceProduct | undefined {
  return getCompanyProducts(companyId).find((product) => product.id === productId);
}

/** The wizard's selection catalogue: companies with their products, ids and names only. */
export const INSURER_SELECTION_CATALOGUE: readonly {
  readonly id: string;
  readonly name: string;
  readonly products: readonly { readonly id: string; readonly name: string }[];
}[] = INSURERS.map((insurer) => ({
  id: insurer.id,
  name: insurer.name,
  products: insurer.products.map((product) => ({ id: product.id, name: product.name })),
}));

/** Every catalogue product with its company, for recommending when no company was chosen. */
export function allCatalogueProducts(): { insurer: TInsurer; product: TInsuranceProduct }[] {
  return INSURERS.flatMap((insurer) => insurer.products.map((product) => ({ insurer, product })));
}
