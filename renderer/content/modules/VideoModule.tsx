import type { VideoModuleData } from '../../../modules/content/content-modules.contract.js';
import { imageUrl } from '../../../modules/files/image-sizes.contract.js';
import { useTranslation } from '../../use-translation.js';

export interface VideoModuleProps {
  module: VideoModuleData;
}

/** An embed URL that sets no tracking cookies where the platform offers one. */
function embedUrl(module: VideoModuleData): string {
  if (module.kind === 'youtube') {
    const id = /(?:v=|youtu\.be\/|embed\/)([\w-]{6,20})/.exec(module.url)?.[1] ?? '';
    return `https://www.youtube-nocookie.com/embed/${id}`;
  }
  const id = /vimeo\.com\/(?:video\/)?(\d+)/.exec(module.url)?.[1] ?? '';
  return `https://player.vimeo.com/video/${id}?dnt=1`;
}

/** A video file with native controls, or an embedded YouTube/Vimeo player (SPEC §9 StretchedVideo 1200x675). */
export function VideoModule({ module }: VideoModuleProps) {
  const { t } = useTranslation();
  return (
    <figure className="video-module">
      {module.kind === 'file' ? (
        <video
          controls
          preload="none"
          poster={module.poster ? imageUrl(module.poster, 'StretchedVideo') : undefined}
          width={1200}
          height={675}
          aria-label={module.title}
        >
          <source src={module.url} />
          {t('cms.video.unsupported')}
        </video>
      ) : (
        <iframe
          src={embedUrl(module)}
          title={module.title}
          width={1200}
          height={675}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {module.caption && <figcaption>{module.caption}</figcaption>}
    </figure>
  );
}
