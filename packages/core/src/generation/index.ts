// The pure generation modules of @pitchcraft/core: options, schemas, catalogue, analysis,
// prompt, output checks and repairs, and the runtime script.
export * from './options';
export * from './form-defaults';
export * from './client-form';
export * from './needs-facts';
export * from './needs-rate-classes';
export * from './insurers';
export * from './offered-products';
export * from './sample-products';
export * from './sample-catalogue';
export * from './colour-schemes';
export * from './progress-estimator';
export * from './retry-policy';
export * from './output-checks';
export * from './html-repair';
export * from './runtime-script';
export * from './needs-analysis';
export * from './prompt-builder';
export * from './template-plan';
export * from './presentation-case';
