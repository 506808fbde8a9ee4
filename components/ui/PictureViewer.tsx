'use client';

import type { CSSProperties, KeyboardEvent } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { steppedIndex } from '@/lib/domain/list-navigation';
import { cx } from '@/components/ui/class-list';
import { ModalDialog } from './ModalDialog';
import { SafeImage } from './SafeImage';

/** A picture to open large. */
export interface ViewerPicture {
  url: string;
  alt: string;
}

interface PictureViewerProps {
  /** What the pictures show: the dialog is named '{name}: picture 2 of 3'. */
  name: string;
  pictures: readonly ViewerPicture[];
  /** The pictures' files' own size in pixels (every one is drawn the same size); square unless a height is given. */
  width: number;
  height?: number;
  /** The picture open now. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const stepButton = cx('min-h-11 rounded-md px-4 font-semibold text-moss-900 hover:bg-moss-50', FOCUS_RING);

/**
 * A picture opened large (product zoom, adventure gallery): a native modal dialog where the arrow
 * keys, Home and End keep moving through the pictures, as do the Previous and Next buttons.
 * The picture, its caption and the buttons fit the screen together (`.viewer-picture` in
 * app/globals.css), never wider than the file itself, and the whole file is fetched: a zoom that
 * stretched a smaller copy would only show a softer picture.
 */
export function PictureViewer({ name, pictures, width, height = width, index, onIndex, onClose }: PictureViewerProps) {
  const count = pictures.length;
  const picture = pictures[index];
  const onKeyDown = (event: KeyboardEvent) => {
    const next = steppedIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    onIndex(next);
  };
  const size = { '--picture-width': width, '--picture-height': height } as CSSProperties;
  return (
    // Around the whole dialog, so the arrows work from its first focus (the Close button) too.
    <div onKeyDown={onKeyDown}>
      <ModalDialog open onClose={onClose} title={`${name}: picture ${index + 1} of ${count}`} placement="picture">
        <figure style={size} className="viewer-picture mx-auto space-y-3">
          {picture ? (
            <>
              <SafeImage key={picture.url} src={picture.url} alt={picture.alt} width={width} height={height} sourceWidth={width} quality={85} className="w-full rounded-md" />
              <figcaption className="text-slate-700">{picture.alt}</figcaption>
            </>
          ) : null}
          {count > 1 ? (
            <div className="flex justify-between gap-2">
              <button type="button" onClick={() => onIndex(steppedIndex('ArrowLeft', index, count)!)} className={stepButton}>
                ‹ Previous picture
              </button>
              <button type="button" onClick={() => onIndex(steppedIndex('ArrowRight', index, count)!)} className={stepButton}>
                Next picture ›
              </button>
            </div>
          ) : null}
        </figure>
      </ModalDialog>
    </div>
  );
}
