import type { WhitepaperId } from './forms.contract.js';
import { textPdf } from '../files/index.js';

interface WhitepaperFile {
  fileName: string;
  render(): Promise<Buffer>;
}

/** The files behind the whitepapers of the contract (demo content, generated on first download). */
export const WHITEPAPER_FILES: Readonly<Record<WhitepaperId, WhitepaperFile>> = {
  'smart-wire-processing': {
    fileName: 'kudex-smart-wire-processing.pdf',
    render: () =>
      textPdf('Smart wire processing: from the cut to the tested harness', [
        'Kudex Group whitepaper, 2026 edition.',
        'Connected cutting, stripping and crimping machines report every processed wire: length, strip position, ' +
          'crimp height and pull-out force. Linked with the harness test bench, defects are traced back to the ' +
          'machine and the setting that caused them, often before the next batch starts.',
        'This paper shows how three harness makers raised their first-pass yield by combining crimp force ' +
          'monitoring, automatic length correction and central job management, and what it took to get there.',
        'Contents: 1. Where defects arise. 2. Closing the loop from test to machine. 3. Data you already have. ' +
          '4. Three plants, three paths. 5. A checklist for the first ninety days.',
      ]),
  },
};
