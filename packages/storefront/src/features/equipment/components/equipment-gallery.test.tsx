import type { Equipment } from '@liftline/sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryItems, primaryIndex } from '../lib/gallery-items';
import { anAsset, anEquipment } from '../testing/equipment-data';
import { EquipmentGallery } from './equipment-gallery';
import { renderWithI18n } from '@/testing/render-with-i18n';
import { testI18n } from '@/testing/test-i18n';

const ASSETS = [
  anAsset({ id: 1, position: 0, alt_text: 'Front view' }),
  anAsset({ id: 2, position: 1, alt_text: 'Side view', is_primary: true }),
  anAsset({
    id: 3,
    position: 2,
    kind: 'video',
    url: 'http://liftline.test/media/7/walkaround.mp4',
    file_name: 'walkaround.mp4',
    content_type: 'video/mp4',
  }),
  anAsset({
    id: 4,
    position: 3,
    kind: 'document',
    url: 'http://liftline.test/media/7/specs.pdf',
    file_name: 'spec-sheet.pdf',
    content_type: 'application/pdf',
    size_bytes: 1_572_864,
  }),
];

function renderGallery(equipment: Equipment = anEquipment({ assets: ASSETS })) {
  const items = galleryItems(equipment, testI18n());
  return renderWithI18n(
    <EquipmentGallery
      title={equipment.title}
      category={equipment.category}
      items={items}
      primary={primaryIndex(equipment, items)}
    />,
  );
}

const viewer = () => screen.getByRole('dialog');
const position = () => within(viewer()).getByText(/^\d+ of \d+$/).textContent;

/** What a browser does on Escape in a modal <dialog>: a cancelable `cancel` event. */
function pressEscapeOn(dialog: HTMLElement) {
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

function openThumbnail(name: RegExp) {
  const thumbnail = screen.getByRole('button', { name });
  thumbnail.focus();
  fireEvent.click(thumbnail);
  return thumbnail;
}

describe('EquipmentGallery', () => {
  it('shows the primary image large, eagerly and with high fetch priority', () => {
    renderGallery();

    const main = screen.getByRole('img', { name: 'Side view' });
    expect(main.getAttribute('src')).toBe('http://liftline.test/media/7/asset-2.png');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    // Intrinsic size: the browser reserves the box before the file arrives.
    expect(main.getAttribute('width')).toBeTruthy();
    expect(main.getAttribute('height')).toBeTruthy();
  });

  it('offers the main image’s AVIF and WebP variants, sized by the asset; thumbnails load lazily', () => {
    const media = 'http://liftline.test/media/7';
    const photo = anAsset({
      id: 2,
      is_primary: true,
      alt_text: 'Side view',
      url: `${media}/b.webp`,
      width: 960,
      height: 640,
      sources: [
        { format: 'avif', width: 960, url: `${media}/b.avif` },
        { format: 'avif', width: 480, url: `${media}/a.avif` },
        { format: 'webp', width: 960, url: `${media}/b.webp` },
        { format: 'webp', width: 480, url: `${media}/a.webp` },
      ],
    });
    const { container } = renderGallery(anEquipment({ assets: [anAsset({ id: 1 }), photo] }));

    const main = screen.getByRole('img', { name: 'Side view' });
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['960', '640']);
    const sources = [...main.parentElement!.querySelectorAll('source')];
    expect(sources.map((source) => [source.type, source.srcset])).toEqual([
      ['image/avif', `${media}/a.avif 480w, ${media}/b.avif 960w`],
      ['image/webp', `${media}/a.webp 480w, ${media}/b.webp 960w`],
    ]);
    expect(sources[0]!.getAttribute('sizes')).toContain('100vw');
    const thumbnails = [...container.querySelectorAll('ul img')];
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) expect(thumbnail.getAttribute('loading')).toBe('lazy');
  });

  it('lists every asset as a thumbnail in position order, with its kind', () => {
    const shuffled = [ASSETS[3]!, ASSETS[1]!, ASSETS[0]!, ASSETS[2]!];
    renderGallery(anEquipment({ assets: shuffled }));

    const list = screen.getByRole('list', { name: 'All media' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Photo 1 of 4: Front view',
      'Photo 2 of 4: Side view',
      'Video 3 of 4: walkaround.mp4',
      'Spec sheet 4 of 4: spec-sheet.pdf',
    ]);
    // Video and PDF tiles show their file names (with the Play and Book icons).
    expect(within(list).getByText('walkaround.mp4')).toBeTruthy();
    expect(within(list).getByText('spec-sheet.pdf')).toBeTruthy();
  });

  it('opens the viewer on the chosen asset and shows its position', () => {
    renderGallery();
    expect(screen.queryByRole('dialog')).toBeNull();

    openThumbnail(/^Photo 1 of 4/);

    expect(within(viewer()).getByRole('img', { name: 'Front view' })).toBeTruthy();
    expect(position()).toBe('1 of 4');
  });

  it('opens the primary image from the large picture', () => {
    renderGallery();

    fireEvent.click(screen.getByRole('button', { name: 'Open the viewer: Side view' }));

    expect(within(viewer()).getByRole('img', { name: 'Side view' })).toBeTruthy();
    expect(position()).toBe('2 of 4');
  });

  it('moves with the Previous and Next buttons and wraps around at both ends', () => {
    renderGallery();
    openThumbnail(/^Photo 1 of 4/);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(position()).toBe('2 of 4');
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(position()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(position()).toBe('1 of 4');
  });

  it('moves with ArrowRight and ArrowLeft, but leaves the arrows to a focused video', () => {
    renderGallery();
    openThumbnail(/^Photo 2 of 4/);

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(position()).toBe('3 of 4');

    const video = viewer().querySelector('video')!;
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(position()).toBe('3 of 4');

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(position()).toBe('4 of 4');
  });

  it('plays a video with the native controls', () => {
    renderGallery();
    openThumbnail(/^Video 3 of 4/);

    const video = viewer().querySelector('video');
    expect(video?.getAttribute('src')).toBe('http://liftline.test/media/7/walkaround.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('offers a PDF spec sheet as a download instead of embedding it', () => {
    renderGallery();
    openThumbnail(/^Spec sheet 4 of 4/);

    expect(within(viewer()).getByText('spec-sheet.pdf')).toBeTruthy();
    expect(within(viewer()).getByText(/1\.5 MB/)).toBeTruthy();
    const link = within(viewer()).getByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe('http://liftline.test/media/7/specs.pdf');
    expect(link.getAttribute('download')).toBe('spec-sheet.pdf');
    expect(viewer().querySelector('iframe, object, embed')).toBeNull();
  });

  it('closes on Escape and gives focus back to the thumbnail that opened it', () => {
    renderGallery();
    const thumbnail = openThumbnail(/^Photo 1 of 4/);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));

    act(() => pressEscapeOn(viewer()));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
    // Closed: the arrows no longer do anything.
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the category icon in place of a photo when there are no assets', () => {
    const { container } = renderGallery(anEquipment({ assets: [], image_url: null }));

    expect(screen.getByText('No photos of this unit yet')).toBeTruthy();
    expect(container.querySelector('svg')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a listing that only has an image_url as its one photo, without thumbnails', () => {
    renderGallery(anEquipment({ assets: [], image_url: 'http://liftline.test/media/7/only.png' }));

    const main = screen.getByRole('img');
    expect(main.getAttribute('src')).toBe('http://liftline.test/media/7/only.png');
    expect(main.getAttribute('alt')).toBe(anEquipment().title);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a video-only listing with the category icon and the video as a thumbnail', () => {
    renderGallery(anEquipment({ assets: [ASSETS[2]!] }));

    expect(screen.getByText('No photos of this unit yet')).toBeTruthy();
    openThumbnail(/^Video 1 of 1/);
    expect(viewer().querySelector('video')).toBeTruthy();
    // One asset: nothing to step through.
    expect(within(viewer()).queryByRole('button', { name: /Next/ })).toBeNull();
  });
});
