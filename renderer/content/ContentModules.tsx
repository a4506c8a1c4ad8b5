import { Fragment } from 'react';
import type * as M from '../../modules/content/content-modules.contract.js';
import { AccordionModule } from './modules/AccordionModule.js';
import { AnchorNavigationModule } from './modules/AnchorNavigationModule.js';
import { isFormModuleType } from './forms/form-module.js';
import { LazyFormModule } from './forms/form-views.js';
import { ContactPanelModule } from './modules/ContactPanelModule.js';
import { DownloadsModule } from './modules/DownloadsModule.js';
import { HeroModule } from './modules/HeroModule.js';
import { ImageModule } from './modules/ImageModule.js';
import { LocationsModule } from './modules/LocationsModule.js';
import { ProductTeaserModule } from './modules/ProductTeaserModule.js';
import { RichTextModule } from './modules/RichTextModule.js';
import { TeaserGridModule } from './modules/TeaserGridModule.js';
import { TermsModule } from './modules/TermsModule.js';
import { VideoModule } from './modules/VideoModule.js';

export interface ContentModulesProps {
  modules: M.ContentModuleData[];
  /** Home pages get the default call to action in their hero. */
  isHome?: boolean;
}

/**
 * Renders a page's modules in order. Known kinds arrive validated and sanitized from the server
 * (modules/content/content-modules.ts), so the casts below only name what the server guarantees.
 */
export function ContentModules({ modules, isHome = false }: ContentModulesProps) {
  return (
    <>
      {modules.map((module, index) => {
        const view = renderModule(module, isHome);
        if (!view) return null;
        // Unwrapped: a sticky element sticks only within its parent, which must be the page's body, not a wrapper.
        if (module.type === 'anchor-navigation') return <Fragment key={index}>{view}</Fragment>;
        const anchor = (module as { anchor?: M.AnchorData | null }).anchor;
        return anchor ? (
          <div id={anchor.id} className="module-anchor" key={index}>
            {view}
          </div>
        ) : (
          <div className="module" key={index}>
            {view}
          </div>
        );
      })}
    </>
  );
}

function renderModule(module: M.ContentModuleData, isHome: boolean) {
  // Forms validate their own modules (./forms); their code is loaded before the page renders (form-views.tsx).
  if (isFormModuleType(module.type)) return <LazyFormModule type={module.type} module={module} />;
  switch (module.type) {
    case 'hero':
      return <HeroModule module={module as M.HeroModuleData} isHome={isHome} />;
    case 'rich-text':
      return <RichTextModule module={module as M.RichTextModuleData} />;
    case 'image':
      return <ImageModule module={module as M.ImageModuleData} />;
    case 'video':
      return <VideoModule module={module as M.VideoModuleData} />;
    case 'teaser-grid':
      return <TeaserGridModule module={module as M.TeaserGridModuleData} />;
    case 'product-teaser':
      return <ProductTeaserModule module={module as M.ProductTeaserModuleData} />;
    case 'downloads':
      return <DownloadsModule module={module as M.DownloadsModuleData} />;
    case 'accordion':
      return <AccordionModule module={module as M.AccordionModuleData} />;
    case 'anchor-navigation':
      return <AnchorNavigationModule module={module as M.AnchorNavigationModuleData} />;
    case 'contact-panel':
      return <ContactPanelModule module={module as M.ContactPanelModuleData} />;
    case 'locations':
      return <LocationsModule module={module as M.LocationsModuleData} />;
    case 'terms':
      return <TermsModule module={module as M.TermsModuleData} />;
    default:
      return null;
  }
}
