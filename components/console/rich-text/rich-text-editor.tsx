'use client';

import Image from '@tiptap/extension-image';
import { TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  TableImproved,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useEffect, useRef, useState } from 'react';

import { cleanPastedHtml } from './clean-pasted-html';
import type { RichTextLabels } from './rich-text-labels';
import styles from './rich-text-pair.module.css';
import { ContentImageError, uploadContentImage } from './upload-content-image';

/** What a form needs to move the focus to the editor (react-hook-form's field ref). */
export type EditorHandle = { focus: () => void };

export type RichTextEditorProps = {
  /** The html the editor starts from (later changes come from the editor itself). */
  initial: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  lang: 'en' | 'ar';
  /** The element naming the editor (its label). */
  labelledBy: string;
  /** The error or hint under the editor, when there is one. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  labels: RichTextLabels;
  handleRef: (handle: EditorHandle | null) => void;
};

// The editor holds what the pages render (lib/html/sanitize.ts): headings from h2 (the page's
// title is the h1), paragraphs, bold and italic, lists, links, pictures and tables (kept so a
// page that has one does not lose it; the save cleans whatever the editor writes anyway).
const EXTENSIONS = [
  TableImproved.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: null, target: null },
    },
  }),
  LinkBubbleMenuHandler,
  Image.configure({ inline: false, allowBase64: false }),
];

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The attributes of the editable area: a labelled, multi-line text box in its language. */
function editorAttributes(props: RichTextEditorProps): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': props.labelledBy,
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
    'aria-invalid': String(props.invalid),
    'aria-required': String(props.required),
    lang: props.lang,
    dir: props.lang === 'ar' ? 'rtl' : 'ltr',
    class: styles.content!,
  };
}

/**
 * One language's rich-text editor (mui-tiptap): a small toolbar, the text written in its own
 * direction, word-processor markup dropped from pastes, pictures uploaded through the API.
 * Loaded with next/dynamic by the pair, so its code reaches the browser only when a form shows it.
 */
export default function RichTextEditorField(props: RichTextEditorProps) {
  const { initial, onChange, onBlur, lang, labels, handleRef } = props;
  const editorRef = useRef<RichTextEditorRef>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const attributes = editorAttributes(props);
  const attributesKey = JSON.stringify(attributes);

  // The error state and its text change after the editor is made: its area follows them.
  useEffect(() => {
    const editor = editorRef.current?.editor;
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: JSON.parse(attributesKey) as Record<string, string>,
        transformPastedHTML: cleanPastedHtml,
      },
    });
  }, [attributesKey]);

  const uploadFiles = async (files: File[]) => {
    setUpload({ busy: true, error: null });
    try {
      const images = [];
      for (const file of files) {
        images.push({ src: await uploadContentImage(file, labels.uploadFailed), alt: '' });
      }
      setUpload({ busy: false, error: null });
      return images;
    } catch (error) {
      const text = error instanceof ContentImageError ? error.message : labels.uploadFailed;
      setUpload({ busy: false, error: text });
      return [];
    }
  };

  return (
    <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className={styles.editor}>
      <RichTextEditor
        ref={editorRef}
        extensions={EXTENSIONS}
        content={initial}
        shouldRerenderOnTransaction
        immediatelyRender={false}
        editorProps={{ attributes, transformPastedHTML: cleanPastedHtml }}
        onCreate={({ editor }) => handleRef({ focus: () => editor.commands.focus('end') })}
        onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
        onBlur={onBlur}
        renderControls={() => (
          <MenuControlsContainer aria-label={labels.toolbar}>
            <MenuSelectHeading
              aria-label={labels.heading}
              tooltipTitle={labels.heading}
              labels={{
                empty: labels.heading,
                paragraph: labels.paragraph,
                heading2: labels.heading2,
                heading3: labels.heading3,
                heading4: labels.heading4,
              }}
            />
            <MenuDivider />
            <MenuButtonBold tooltipLabel={labels.bold} aria-label={labels.bold} />
            <MenuButtonItalic tooltipLabel={labels.italic} aria-label={labels.italic} />
            <MenuDivider />
            <MenuButtonBulletedList
              tooltipLabel={labels.bulletList}
              aria-label={labels.bulletList}
            />
            <MenuButtonOrderedList
              tooltipLabel={labels.orderedList}
              aria-label={labels.orderedList}
            />
            <MenuDivider />
            <MenuButtonEditLink tooltipLabel={labels.link} aria-label={labels.link} />
            <MenuButtonImageUpload
              tooltipLabel={labels.image}
              aria-label={labels.image}
              disabled={upload.busy}
              onUploadFiles={uploadFiles}
              inputProps={{ accept: IMAGE_TYPES, multiple: false }}
            />
            <MenuDivider />
            <MenuButtonUndo tooltipLabel={labels.undo} aria-label={labels.undo} />
            <MenuButtonRedo tooltipLabel={labels.redo} aria-label={labels.redo} />
          </MenuControlsContainer>
        )}
      >
        {() => (
          <LinkBubbleMenu
            labels={{
              viewLinkEditButtonLabel: labels.linkEdit,
              viewLinkRemoveButtonLabel: labels.linkRemove,
              editLinkAddTitle: labels.linkAdd,
              editLinkEditTitle: labels.linkChange,
              editLinkTextInputLabel: labels.linkText,
              editLinkHrefInputLabel: labels.linkUrl,
              editLinkCancelButtonLabel: labels.linkCancel,
              editLinkSaveButtonLabel: labels.linkSave,
            }}
          />
        )}
      </RichTextEditor>
      {(upload.busy || upload.error) && (
        <p role="status" className={upload.error ? styles.uploadError : styles.uploadStatus}>
          {upload.error ?? labels.uploading}
        </p>
      )}
    </div>
  );
}
