import type { DownloadsModuleData } from '../../../modules/content/content-modules.contract.js';
import { Icon } from '../../components/Icon.js';
import { useTranslation } from '../../use-translation.js';

export interface DownloadsModuleProps {
  module: DownloadsModuleData;
}

function fileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language === 'de' ? 'de-CH' : language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return format(bytes, 'B');
}

/** A list of files (SPEC §3 File: url, size, locale, extension) with type and size next to each link. */
export function DownloadsModule({ module }: DownloadsModuleProps) {
  const { t, language } = useTranslation();
  return (
    <section className="downloads content-width">
      {module.title && <h2>{module.title}</h2>}
      <ul>
        {module.files.map((file) => (
          <li key={file.url}>
            <a href={file.url} data-vike="false" hrefLang={file.language || undefined}>
              <Icon name="Download" size={24} />
              <span className="download-title">{file.title}</span>
              <span className="download-meta">
                {t('cms.downloads.meta', {
                  extension: file.extension.toUpperCase(),
                  size: fileSize(file.sizeBytes, language),
                  language: file.language.toUpperCase(),
                })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
