// The placeholders in a section (figures, charts, data blocks, icons) as the editor holds them:
// locked atoms it shows as chips and never lets a change add, remove or reorder. The renderer fills
// them from the needs analysis; an advisor's edit cannot.
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension, Node } from '@tiptap/react';

export type PlaceholderKind = 'figure' | 'chart' | 'block' | 'icon';

interface PlaceholderSpec {
  attribute: string;
  tag: string;
  inline: boolean;
  label: string;
}

export const PLACEHOLDERS: Readonly<Record<PlaceholderKind, PlaceholderSpec>> = {
  figure: { attribute: 'data-figure', tag: 'span', inline: true, label: 'Figure' },
  icon: { attribute: 'data-icon', tag: 'span', inline: true, label: 'Icon' },
  chart: { attribute: 'data-chart', tag: 'figure', inline: false, label: 'Chart' },
  block: { attribute: 'data-block', tag: 'div', inline: false, label: 'Figures' },
};

export const hasPlaceholder = (element: HTMLElement) =>
  Object.values(PLACEHOLDERS).some((p) => element.hasAttribute(p.attribute));

/** 'need-breakdown' → 'need breakdown'. */
const placeholderWords = (id: string) => id.replace(/-/g, ' ');
const placeholderLabel = (kind: PlaceholderKind, id: string) =>
  `${PLACEHOLDERS[kind].label}: ${placeholderWords(id)}`;

const LOCKED_TITLE =
  'Calculated from the client’s figures. It cannot be edited here; change the client figures instead.';

export function placeholderNode(kind: PlaceholderKind) {
  const { attribute, tag, inline } = PLACEHOLDERS[kind];
  return Node.create({
    name: `${kind}Placeholder`,
    group: inline ? 'inline' : 'block',
    inline,
    atom: true,
    selectable: true,
    draggable: false,
    addAttributes() {
      return {
        id: {
          default: '',
          parseHTML: (element) => (element.getAttribute(attribute) ?? '').trim().toLowerCase(),
          rendered: false,
        },
      };
    },
    parseHTML() {
      return [{ tag: `${tag}[${attribute}]`, priority: 100 }];
    },
    // Exactly the markup it was read from: `<span data-figure="gap"></span>`.
    renderHTML({ node }) {
      return [tag, { [attribute]: String(node.attrs.id) }];
    },
    renderText({ node }) {
      return `[${placeholderLabel(kind, String(node.attrs.id))}]`;
    },
    addNodeView() {
      return ({ node }) => {
        const dom = document.createElement(inline ? 'span' : 'div');
        dom.contentEditable = 'false';
        dom.dataset.locked = kind;
        dom.title = LOCKED_TITLE;
        dom.className = inline ? 'pc-chip pc-chip-inline' : 'pc-chip pc-chip-block';
        const text = document.createElement('span');
        text.textContent = placeholderLabel(kind, String(node.attrs.id));
        dom.append(text);
        return { dom };
      };
    },
  });
}

/** The placeholders a document holds, in order, as one string (compared before and after a change). */
const sequences = new WeakMap<PMNode, string>();
function placeholderSequence(doc: PMNode): string {
  const known = sequences.get(doc);
  if (known !== undefined) return known;
  const found: string[] = [];
  doc.descendants((node) => {
    const kind = (
      node.type.name.endsWith('Placeholder') ? node.type.name.slice(0, -'Placeholder'.length) : null
    ) as PlaceholderKind | null;
    if (kind && kind in PLACEHOLDERS) found.push(`${kind}:${String(node.attrs.id)}`);
    return true;
  });
  const sequence = found.join('|');
  sequences.set(doc, sequence);
  return sequence;
}

/**
 * Refuses every change that would add, remove or reorder a placeholder (typing over one, Backspace
 * into one, cutting, pasting, dragging), so they stay exactly as the needs analysis placed them.
 */
export const PlaceholderLock = Extension.create<{ onBlocked: () => void }>({
  name: 'placeholderLock',
  addOptions() {
    return { onBlocked: () => undefined };
  },
  addProseMirrorPlugins() {
    const { onBlocked } = this.options;
    return [
      new Plugin({
        key: new PluginKey('placeholderLock'),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged) return true;
          if (placeholderSequence(tr.doc) === placeholderSequence(state.doc)) return true;
          onBlocked();
          return false;
        },
      }),
    ];
  },
});
