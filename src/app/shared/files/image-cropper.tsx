import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { Button } from '#app/shared/ui/button';
import type { PixelArea } from './crop-image';
import { useT } from '#app/shared/i18n/use-t';
import { filesMessages } from './files-messages';

interface Props {
  label: string;
  sourceUrl: string;
  /** width / height; the image's own ratio when absent */
  aspect?: number | undefined;
  /** null: keep the whole image */
  onDone: (area: PixelArea | null) => void;
  onCancel: () => void;
}

/** The crop step: move the area (drag or arrow keys), zoom with the slider, then crop or keep the whole image. */
export function ImageCropper({ label, sourceUrl, aspect, onDone, onCancel }: Props) {
  const t = useT(filesMessages);
  const named = { label };
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [naturalAspect, setNaturalAspect] = useState(4 / 3);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <div className="image-cropper" role="group" aria-label={t('files.crop.title', named)}>
      <p className="image-cropper-title">{t('files.crop.title', named)}</p>
      <div className="image-cropper-stage">
        <Cropper
          image={sourceUrl}
          crop={crop}
          zoom={zoom}
          aspect={aspect ?? naturalAspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={(media) => setNaturalAspect(media.naturalWidth / Math.max(1, media.naturalHeight))}
          cropperProps={{ 'aria-label': t('files.crop.area', named) }}
          zoomWithScroll={false}
        />
      </div>
      <Slider className="image-cropper-zoom" minValue={1} maxValue={3} step={0.1} value={zoom} onChange={setZoom}>
        <Label>{t('files.crop.zoom', named)}</Label>
        <SliderOutput />
        <SliderTrack className="slider-track">
          <SliderThumb className="slider-thumb" />
        </SliderTrack>
      </Slider>
      <div className="button-row">
        <Button variant="primary" isDisabled={!area} onPress={() => area && onDone(area)}>{t('files.crop.use', named)}</Button>
        <Button onPress={() => onDone(null)}>{t('files.crop.whole', named)}</Button>
        <Button variant="quiet" onPress={onCancel}>{t('files.crop.cancel', named)}</Button>
      </div>
    </div>
  );
}
