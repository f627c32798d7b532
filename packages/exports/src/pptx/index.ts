// The PowerPoint writer: an editable 16:9 deck of a presentation, from its export model.
export { MAX_PPTX_SLIDES, renderPptx } from './render-pptx';
