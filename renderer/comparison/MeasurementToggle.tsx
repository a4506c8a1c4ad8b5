import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from '../../modules/products/products.contract.js';
import { useTranslation } from '../use-translation.js';
import { MEASUREMENT_LABEL } from './labels.js';
import { chooseMeasurementSystemAtom } from './measurement.atoms.js';

export interface MeasurementToggleProps {
  value: MeasurementSystem;
  /** Called after the choice is stored (the comparison reloads its rows). */
  onChange?: (system: MeasurementSystem) => void;
}

/** Metric/Imperial radio group; the choice is kept in the `uapp_measurement_system` cookie (SPEC §9). */
export function MeasurementToggle({ value, onChange }: MeasurementToggleProps) {
  const { t } = useTranslation();
  const choose = useSetAtom(chooseMeasurementSystemAtom);
  const name = useId();
  return (
    <fieldset className="measurement-toggle">
      <legend>{t('measurement.label')}</legend>
      {MEASUREMENT_SYSTEMS.map((system) => (
        <label key={system}>
          <input
            type="radio"
            name={name}
            value={system}
            checked={value === system}
            onChange={() => {
              choose(system);
              onChange?.(system);
            }}
          />
          {t(MEASUREMENT_LABEL[system])}
        </label>
      ))}
    </fieldset>
  );
}
