// The presentation document: its schema, placeholders, the streamed-section parser, the
// sanitiser, the renderer, and the built-in generator that writes the same document.
export * from './escape';
export * from './placeholders';
export * from './schema';
export * from './render-contract';
export * from './sanitise';
export * from './section-stream';
export { findElement, type TElementRange } from './html-tokens';
export * from './validate';
export * from './legacy';
export * from './render';
export { chartSeries, type TChartSeries } from './charts';
export * from '../offline/index';
export * from './brand-svg';
