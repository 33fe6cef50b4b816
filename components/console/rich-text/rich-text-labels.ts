/** The editor's words in the page's language, read once by the pair and passed to each editor. */
export type RichTextLabels = {
  toolbar: string;
  heading: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  heading4: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  image: string;
  undo: string;
  redo: string;
  linkEdit: string;
  linkRemove: string;
  linkAdd: string;
  linkChange: string;
  linkText: string;
  linkUrl: string;
  linkCancel: string;
  linkSave: string;
  uploading: string;
  uploadFailed: string;
};
