import { Module } from '@nestjs/common';
import { ServiceInformationUpstream } from './service-information-upstream.js';

/** The service-information upstream the inventory and the product information share (one client, one monitor). */
@Module({ providers: [ServiceInformationUpstream], exports: [ServiceInformationUpstream] })
export class ServiceInformationModule {}
