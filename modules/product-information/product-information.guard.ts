import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { PortalRequest } from '../portal-auth/index.js';
import { ProductInformationErrors } from './product-information.errors.js';
import { ProductInformationService } from './product-information.service.js';

/**
 * After PortalGuard: a portal user without the product-info service gets 403 before any input is read, so a
 * refused user learns nothing from validation messages (SPEC §6).
 */
@Injectable()
export class ProductInformationGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<PortalRequest>().portalUser;
    if (!user || !ProductInformationService.canUse(user)) throw ProductInformationErrors.ServiceNotActive();
    return true;
  }
}
