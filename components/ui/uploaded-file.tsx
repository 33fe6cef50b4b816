import Image from 'next/image';
import { useTranslations } from 'next-intl';

import { uploadedFileKind } from '@/lib/storage/file-kind';

import { Icon } from './icon';
import { ArticleOutlinedIcon, PictureAsPdfOutlinedIcon } from './icon-shapes';
import styles from './uploaded-file.module.css';

/** How a picture is drawn (next/image); a document ignores it. */
type PictureOptions = {
  /** The picture's text; by default the file's name. */
  alt?: string;
  width?: number;
  height?: number;
  sizes?: string;
  className?: string;
  /** Wraps the picture in a link to the full-size file (the console's thumbnails). */
  linked?: boolean;
};

type Props = {
  /** The file's address (`/api/uploads/…`); its extension says what it is. */
  url: string;
  /** What the file is called: a certificate's title, or the field's name. */
  name: string;
  picture?: PictureOptions;
  /** Words read after the link's name, e.g. the version the file belongs to. */
  context?: string;
  /** The class of a document's link (or of a linked picture's link). */
  className?: string;
  'data-testid'?: string;
};

/**
 * An uploaded file shown by its kind: a picture is drawn; a PDF or another document is a download
 * link with a document icon, the file's name and its format. Only pictures go through next/image,
 * whose optimiser answers 400 for anything that is not a picture.
 */
export function UploadedFile({ url, name, picture = {}, context, className, ...rest }: Props) {
  const t = useTranslations('UploadedFile');
  const kind = uploadedFileKind(url);
  if (kind === 'image') {
    const { alt = name, width = 600, height = 450, sizes, linked = false } = picture;
    const image = (
      <Image
        src={url}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes ?? `(min-width: ${width}px) ${width}px, 100vw`}
        className={picture.className}
        {...(!linked && { 'data-file-kind': kind, ...rest })}
      />
    );
    if (!linked) return image;
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        title={t('openPicture')}
        className={className}
        data-file-kind={kind}
        {...rest}
      >
        {image}
      </a>
    );
  }
  return (
    <a
      href={url}
      download
      className={['link', styles.document, className].filter(Boolean).join(' ')}
      data-file-kind={kind}
      {...rest}
    >
      <Icon shape={kind === 'pdf' ? PictureAsPdfOutlinedIcon : ArticleOutlinedIcon} size={22} />
      <span className={styles.text}>
        <bdi dir="auto">{name}</bdi>{' '}
        <span className={styles.format}>
          {t.rich(kind, { iso: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </span>
        {context && <span className="visually-hidden">{t('context', { context })}</span>}
      </span>
    </a>
  );
}
