import { useId, useState } from 'react';
import type { LocationsModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';

export interface LocationsModuleProps {
  module: LocationsModuleData;
}

/** Locations list with a country filter (SPEC §1, §2.7). The server renders all; the filter works once hydrated. */
export function LocationsModule({ module }: LocationsModuleProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [country, setCountry] = useState('');
  const countries = [...new Map(module.locations.map((l) => [l.countryCode, l.countryName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const shown = country ? module.locations.filter((l) => l.countryCode === country) : module.locations;
  return (
    <section className="locations content-wide">
      {module.title && <h2>{module.title}</h2>}
      <div className="locations-filter">
        <label htmlFor={selectId}>{t('cms.locations.filter')}</label>
        <select id={selectId} value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">{t('cms.locations.allCountries')}</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <p role="status">{t('cms.locations.count', { count: shown.length })}</p>
      </div>
      <ul className="locations-list">
        {shown.map((location) => (
          <li key={`${location.countryCode}-${location.name}`} data-country={location.countryCode}>
            <h3>{location.name}</h3>
            {location.kind && <p className="location-kind">{location.kind}</p>}
            <address>
              {location.street}
              <br />
              {location.postalCode} {location.city}
              <br />
              {location.countryName}
            </address>
            {location.phone && (
              <p>
                {t('cms.contact.phone')}: <a href={`tel:${location.phone.replace(/[^\d+]/g, '')}`}>{location.phone}</a>
              </p>
            )}
            {location.email && (
              <p>
                {t('cms.contact.email')}: <a href={`mailto:${location.email}`}>{location.email}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
