// The section editor's document model: StarterKit limited to what the sanitiser keeps, plus nodes
// that carry the design system's markup through an edit unchanged (cards, plans, tables, definition
// lists, their content classes) and the placeholders as locked atoms. Loaded only with the editor.
import { Extension, Mark, Node, type AnyExtension } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

import {
  hasPlaceholder,
  PlaceholderLock,
  placeholderNode,
  PLACEHOLDERS,
  type PlaceholderKind,
} from './editor-placeholders';
import { holdsOnlyPhrasing, TABLE_NODES, tagAttribute } from './editor-tables';
import { hasSafeScheme } from './link-target';

// ---- Layout the design system styles: kept as it is, its text editable -------------------------

const FLOW_TAGS = ['div', 'article', 'header', 'footer', 'aside', 'blockquote', 'figure'] as const;

/** A card, grid, plan or quote that holds blocks. */
const Container = Node.create({
  name: 'container',
  group: 'block',
  content: 'block+',
  isolating: true,
  addAttributes: () => tagAttribute('div'),
  parseHTML() {
    return FLOW_TAGS.map((tag) => ({
      tag,
      getAttrs: (element: HTMLElement) =>
        hasPlaceholder(element) || holdsOnlyPhrasing(element) ? false : null,
    }));
  },
  renderHTML({ node, HTMLAttributes }) {
    return [String(node.attrs.tag), HTMLAttributes, 0];
  },
});

/** The same elements when they hold a line of text (a plan's badge row, a quote, a caption). */
const TextContainer = Node.create({
  name: 'textContainer',
  group: 'block',
  content: 'inline*',
  isolating: true,
  addAttributes: () => tagAttribute('div'),
  parseHTML() {
    return [...FLOW_TAGS, 'figcaption'].map((tag) => ({
      tag,
      getAttrs: (element: HTMLElement) =>
        hasPlaceholder(element) || !holdsOnlyPhrasing(element) ? false : null,
    }));
  },
  renderHTML({ node, HTMLAttributes }) {
    return [String(node.attrs.tag), HTMLAttributes, 0];
  },
  addKeyboardShortcuts() {
    return {
      Enter: () => (this.editor.isActive(this.name) ? this.editor.commands.setHardBreak() : false),
    };
  },
});

// ---- Definition lists -------------------------------------------------------------------------

const DefinitionList = Node.create({
  name: 'definitionList',
  group: 'block',
  content: '(definitionTerm | definitionDescription)+',
  parseHTML: () => [{ tag: 'dl' }],
  renderHTML: ({ HTMLAttributes }) => ['dl', HTMLAttributes, 0],
});

const DefinitionTerm = Node.create({
  name: 'definitionTerm',
  content: 'inline*',
  parseHTML: () => [{ tag: 'dt' }],
  renderHTML: ({ HTMLAttributes }) => ['dt', HTMLAttributes, 0],
});

const DefinitionDescription = Node.create({
  name: 'definitionDescription',
  content: 'inline*',
  parseHTML: () => [{ tag: 'dd' }],
  renderHTML: ({ HTMLAttributes }) => ['dd', HTMLAttributes, 0],
});

// ---- Inline markup beyond StarterKit ----------------------------------------------------------

/** `<span class="pc-badge">…</span>` and the like: a span that carries content classes. */
const ClassedSpan = Mark.create({
  name: 'classedSpan',
  addAttributes() {
    return { class: { default: null, parseHTML: (element) => element.getAttribute('class') } };
  },
  parseHTML() {
    return [
      { tag: 'span[class]', getAttrs: (element) => (hasPlaceholder(element) ? false : null) },
    ];
  },
  renderHTML: ({ HTMLAttributes }) => ['span', HTMLAttributes, 0],
});

/** `<small>`, `<sub>` and `<sup>`. */
const SmallPrint = Mark.create({
  name: 'smallPrint',
  addAttributes: () => tagAttribute('small'),
  parseHTML: () => ['small', 'sub', 'sup'].map((tag) => ({ tag })),
  renderHTML: ({ mark }) => [String(mark.attrs.tag), 0],
});

// ---- The attributes the sanitiser keeps on every element ---------------------------------------

const CLASSED_TYPES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'horizontalRule',
  'container',
  'textContainer',
  'table',
  'tableCaption',
  'tableSection',
  'tableRow',
  'tableCell',
  'tableFlowCell',
  'definitionList',
  'definitionTerm',
  'definitionDescription',
];

const KeptAttributes = Extension.create({
  name: 'keptAttributes',
  addGlobalAttributes() {
    const kept = (name: string) => ({
      default: null,
      // A new paragraph after a lead paragraph is an ordinary one.
      keepOnSplit: false,
      parseHTML: (element: HTMLElement) => element.getAttribute(name),
      renderHTML: (attributes: Record<string, unknown>) => {
        // Parsed from HTML (`getAttribute`): a string, or null when the element has none.
        const value = attributes[name];
        return typeof value === 'string' && value ? { [name]: value } : {};
      },
    });
    return [
      {
        types: CLASSED_TYPES,
        attributes: {
          class: kept('class'),
          'aria-label': kept('aria-label'),
          'aria-hidden': kept('aria-hidden'),
        },
      },
      {
        // `<li>text</li>` stays that way (ProseMirror holds it as `<li><p>text</p></li>`).
        types: ['listItem'],
        attributes: {
          bare: {
            default: true,
            keepOnSplit: true,
            parseHTML: (element: HTMLElement) => holdsOnlyPhrasing(element),
            renderHTML: (attributes: Record<string, unknown>) =>
              attributes.bare ? { 'data-pc-bare': '' } : {},
          },
        },
      },
    ];
  },
});

/** Every extension of the section editor. `onBlocked` is told when a change to a placeholder was refused. */
export function sectionEditorExtensions(onBlocked: () => void): AnyExtension[] {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      strike: false,
      trailingNode: false,
      heading: { levels: [3, 4, 5] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        protocols: ['mailto', 'tel'],
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => hasSafeScheme(url),
      },
    }),
    KeptAttributes,
    ...(Object.keys(PLACEHOLDERS) as PlaceholderKind[]).map(placeholderNode),
    PlaceholderLock.configure({ onBlocked }),
    Container,
    TextContainer,
    ...TABLE_NODES,
    DefinitionList,
    DefinitionTerm,
    DefinitionDescription,
    ClassedSpan,
    SmallPrint,
  ];
}

/**
 * The editor's HTML in the section's own shape: `<li><p>text</p></li>` back to `<li>text</li>` for
 * items that were written that way, and no editor-only attributes.
 */
export function sectionHtmlFromEditor(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const item of Array.from(template.content.querySelectorAll('li[data-pc-bare]'))) {
    item.removeAttribute('data-pc-bare');
    const only = item.children.length === 1 ? item.firstElementChild : null;
    const onlyParagraph =
      only?.tagName === 'P' && only.attributes.length === 0 && item.childNodes.length === 1;
    if (onlyParagraph) only.replaceWith(...Array.from(only.childNodes));
  }
  return template.innerHTML;
}
