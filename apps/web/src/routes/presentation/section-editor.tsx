// The rich-text editor for one section's content (Tiptap), loaded only when the advisor opens it.
// It edits what the sanitiser keeps; charts, figures, data blocks and icons are locked chips.
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered, Lock, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { EDIT_MESSAGES } from '@pitchcraft/core';

import { LinkForm } from './editor-link-form';
import { sectionEditorExtensions, sectionHtmlFromEditor } from './editor-schema';

export interface SectionEditorProps {
  /** The section's title, for the editor's accessible name. */
  sectionTitle: string;
  /** The section's stored HTML when the editor opened. */
  initialHtml: string;
  /** Every change; gives `initialHtml` back when the content is as it was (so nothing is re-saved). */
  onChange: (html: string) => void;
}

/** The presentation's typography, roughly, so the advisor edits text that looks like the page. */
const CONTENT_CLASSES = cn(
  'min-h-48 px-4 py-3 text-[15px] leading-relaxed text-navy-900 focus:outline-none sm:px-5 dark:text-slate-100',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:mb-1.5 [&_h4]:font-semibold [&_h5]:mt-3 [&_h5]:font-semibold [&_p]:my-2',
  '[&_li]:my-1 [&_li>p]:my-0 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_hr]:my-4 [&_hr]:border-slate-200 [&_strong]:font-semibold',
  '[&_article]:my-3 [&_article]:rounded-xl [&_article]:border [&_article]:border-slate-200 [&_article]:p-4 dark:[&_article]:border-navy-700',
  '[&_.pc-card]:my-3 [&_.pc-card]:rounded-xl [&_.pc-card]:border [&_.pc-card]:border-slate-200 [&_.pc-card]:p-4 dark:[&_.pc-card]:border-navy-700',
  '[&_.pc-callout]:my-3 [&_.pc-callout]:rounded-xl [&_.pc-callout]:bg-brand-50 [&_.pc-callout]:p-4 dark:[&_.pc-callout]:bg-brand-900/30',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_.pc-label]:text-xs [&_.pc-label]:font-semibold [&_.pc-label]:tracking-wide [&_.pc-label]:text-slate-600 [&_.pc-label]:uppercase dark:[&_.pc-label]:text-slate-400 [&_.pc-lead]:text-lg [&_.pc-lead]:text-navy-800 dark:[&_.pc-lead]:text-slate-200',
  '[&_.pc-badge]:rounded-full [&_.pc-badge]:bg-slate-100 [&_.pc-badge]:px-2 [&_.pc-badge]:py-0.5 [&_.pc-badge]:text-xs [&_.pc-badge]:font-medium dark:[&_.pc-badge]:bg-navy-800',
  '[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 dark:[&_td]:border-navy-700 dark:[&_th]:border-navy-700 dark:[&_th]:bg-navy-800',
  '[&_dd]:ml-4 [&_dd]:text-slate-700 dark:[&_dd]:text-slate-300 [&_dt]:mt-2 [&_dt]:font-semibold',
  // Locked placeholders: chips that read as "calculated here", never as text to edit.
  '[&_.pc-chip]:cursor-default [&_.pc-chip]:rounded-md [&_.pc-chip]:border [&_.pc-chip]:border-dashed [&_.pc-chip]:border-brand-300 [&_.pc-chip]:bg-brand-50 [&_.pc-chip]:font-medium [&_.pc-chip]:text-brand-800 [&_.pc-chip]:select-none',
  'dark:[&_.pc-chip]:border-brand-700 dark:[&_.pc-chip]:bg-brand-900/30 dark:[&_.pc-chip]:text-brand-200',
  '[&_.pc-chip-inline]:mx-0.5 [&_.pc-chip-inline]:px-1.5 [&_.pc-chip-inline]:py-0.5 [&_.pc-chip-inline]:text-xs',
  '[&_.pc-chip-block]:my-3 [&_.pc-chip-block]:flex [&_.pc-chip-block]:items-center [&_.pc-chip-block]:justify-center [&_.pc-chip-block]:px-3 [&_.pc-chip-block]:py-5 [&_.pc-chip-block]:text-sm',
  '[&_.ProseMirror-selectednode]:ring-2 [&_.ProseMirror-selectednode]:ring-brand-500 [&_.ProseMirror-selectednode]:ring-offset-1',
);

const LOCK_NOTICE_MS = 4000;

export default function SectionEditor({ sectionTitle, initialHtml, onChange }: SectionEditorProps) {
  const [lockNotice, setLockNotice] = useState(false);
  const noticeTimer = useRef<number | undefined>(undefined);
  const showLockNotice = useRef(() => {
    setLockNotice(true);
    window.clearTimeout(noticeTimer.current);
    noticeTimer.current = window.setTimeout(() => setLockNotice(false), LOCK_NOTICE_MS);
  });
  useEffect(() => () => window.clearTimeout(noticeTimer.current), []);

  const extensions = useMemo(() => sectionEditorExtensions(() => showLockNotice.current()), []);
  const editor = useEditor({
    extensions,
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: CONTENT_CLASSES,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `Content of ${sectionTitle}`,
        'data-testid': 'section-editor-content',
      },
    },
    onUpdate: ({ editor: updated }) => {
      const html = sectionHtmlFromEditor(updated.getHTML());
      onChange(html === baseline ? initialHtml : html);
    },
  });
  // What the untouched section looks like once read by the editor: content equal to it is unchanged.
  const [baseline] = useState(() => sectionHtmlFromEditor(editor.getHTML()));

  return (
    <div className="overflow-clip rounded-xl border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 dark:border-navy-600 dark:bg-navy-950">
      <Toolbar editor={editor} sectionTitle={sectionTitle} />
      <EditorContent editor={editor} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 bg-slate-50/70 px-4 py-2 text-xs text-slate-600 sm:px-5 dark:border-navy-800 dark:bg-navy-900/60 dark:text-slate-400">
        <p className="flex items-center gap-1.5">
          <Lock className="h-3.5 w-3.5 shrink-0" aria-hidden />
          Charts and figures are calculated from the client’s figures and stay locked.
        </p>
        <p
          aria-live="polite"
          className={cn('font-medium text-amber-800 dark:text-amber-300', !lockNotice && 'sr-only')}
        >
          {lockNotice ? EDIT_MESSAGES.placeholdersChanged : ''}
        </p>
      </div>
    </div>
  );
}

type BlockType = 'paragraph' | 'h3' | 'h4' | 'other';

function Toolbar({ editor, sectionTitle }: { editor: Editor; sectionTitle: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const block: BlockType = e.isActive('heading', { level: 3 })
        ? 'h3'
        : e.isActive('heading', { level: 4 })
          ? 'h4'
          : e.isActive('paragraph')
            ? 'paragraph'
            : 'other';
      return {
        block,
        canSetBlock: e.can().setParagraph() || block !== 'other',
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        link: e.isActive('link'),
        canList: e.can().toggleBulletList(),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
        href: (e.getAttributes('link').href as string | undefined) ?? null,
      };
    },
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  const setBlock = (value: string) => {
    if (value === 'h3') chain().setHeading({ level: 3 }).run();
    else if (value === 'h4') chain().setHeading({ level: 4 }).run();
    else chain().setParagraph().run();
  };

  return (
    <div className="sticky top-16 z-10 rounded-t-xl border-b border-slate-200 bg-white/95 backdrop-blur dark:border-navy-700 dark:bg-navy-900/95">
      <div
        role="toolbar"
        aria-label={`Formatting for ${sectionTitle}`}
        className="flex flex-wrap items-center gap-1 px-2 py-1.5"
      >
        <Select
          aria-label="Text style"
          value={state.block === 'other' ? '' : state.block}
          onChange={(event) => setBlock(event.target.value)}
          disabled={!state.canSetBlock}
          className="h-8 w-auto min-w-[9.5rem] text-sm"
        >
          {state.block === 'other' && <option value="">Mixed</option>}
          <option value="paragraph">Paragraph</option>
          <option value="h3">Heading</option>
          <option value="h4">Subheading</option>
        </Select>
        <Separator />
        <ToolButton
          label="Bold"
          shortcut="Ctrl+B"
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <Bold className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label="Italic"
          shortcut="Ctrl+I"
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic className="h-4 w-4" aria-hidden />
        </ToolButton>
        <Separator />
        <ToolButton
          label="Bulleted list"
          pressed={state.bulletList}
          disabled={!state.canList && !state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state.orderedList}
          disabled={!state.canList && !state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label={state.link ? 'Edit link' : 'Add e-mail or phone link'}
          pressed={linkOpen || state.link}
          onClick={() => setLinkOpen((open) => !open)}
        >
          <Link2 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <Separator />
        <ToolButton
          label="Undo"
          shortcut="Ctrl+Z"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <Undo2 className="h-4 w-4" aria-hidden />
        </ToolButton>
        <ToolButton
          label="Redo"
          shortcut="Ctrl+Shift+Z"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <Redo2 className="h-4 w-4" aria-hidden />
        </ToolButton>
      </div>
      {linkOpen && (
        <LinkForm
          key={state.href ?? ''}
          editor={editor}
          href={state.href}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </div>
  );
}

function Separator() {
  return <span aria-hidden className="mx-1 h-5 w-px bg-slate-200 dark:bg-navy-700" />;
}

interface ToolButtonProps {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, shortcut, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keeps the editor's selection: the button acts on it without taking focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'h-8 w-8',
        pressed && 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
      )}
    >
      {children}
    </Button>
  );
}
