import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PAGE_CACHE } from '../../src/core/cache/caches.js';
import { runOutsideRequest } from '../../src/core/cache/cache-scope.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { FeatureStage } from './feature-flags.contract.js';
import type { FeatureFlagResponseDto } from './feature-flags.dto.js';
import { FeatureFlagsErrors } from './feature-flags.errors.js';
import { FeatureFlagsRepository } from './feature-flags.repository.js';
import type { FeatureFlagRow } from './feature-flags.schema.js';

/**
 * How long this instance trusts its copy of the table: a change made through another instance (or in SQL) is seen
 * within this time. A change through this instance is seen at once (`setStage`).
 */
export const FEATURE_FLAGS_TTL_MS = 30_000;

/** Who is asking: a visitor with the release toggle on sees the `next` flags too (SPEC §1 release toggle). */
export interface FeatureAudience {
  nextRelease: boolean;
}

/** The table as this instance holds it: the stages by key and, per audience, the keys that are on. */
interface FlagSnapshot {
  stages: ReadonlyMap<string, FeatureStage>;
  live: readonly string[];
  next: readonly string[];
  loadedAt: number;
}

const EMPTY: FlagSnapshot = { stages: new Map(), live: [], next: [], loadedAt: Number.NEGATIVE_INFINITY };

/**
 * SPEC §1 release toggle: which features are on for a request. The table is small and read on every render, so it is
 * held in memory and answered synchronously: loaded at start, reloaded in the background when older than
 * FEATURE_FLAGS_TTL_MS (the request that notices does not wait), and at once after a write. A render never waits
 * for the database, and a page-cache hit never reaches here at all.
 */
@Injectable()
export class FeatureFlagsService implements OnModuleInit {
  private readonly logger = new Logger(FeatureFlagsService.name);
  private snapshot = EMPTY;
  private reloading: Promise<void> | undefined;

  constructor(
    private readonly repository: FeatureFlagsRepository,
    @Inject(PAGE_CACHE) private readonly pageCache: SwrCache,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /** Whether the feature is on for this audience; a key not in the table is off for everyone. */
  enabled(key: string, audience: FeatureAudience): boolean {
    this.reloadIfStale();
    const stage = this.snapshot.stages.get(key);
    return stage === 'live' || (stage === 'next' && audience.nextRelease);
  }

  /** The keys of every feature on for this audience, sorted: the page layout carries them to the renderer. */
  enabledKeys(audience: FeatureAudience): readonly string[] {
    this.reloadIfStale();
    return audience.nextRelease ? this.snapshot.next : this.snapshot.live;
  }

  /** Every flag, read from the table (editors: GET /api/feature-flags). */
  async list(): Promise<FeatureFlagResponseDto[]> {
    const rows = await this.repository.list();
    this.snapshot = snapshotOf(rows);
    return rows.map(toFeatureFlagResponse);
  }

  /**
   * Promotes a flag to `live` or takes it back to `next`. The pages rendered before show the old set of features:
   * the page cache is emptied, as after a publication.
   */
  async setStage(key: string, stage: FeatureStage): Promise<FeatureFlagResponseDto> {
    const row = await this.repository.setStage(key, stage);
    if (!row) throw FeatureFlagsErrors.FeatureFlagNotFound(key);
    await this.reload();
    await this.pageCache.clear();
    this.logger.log(`Feature flag ${key} is now ${stage}`);
    return toFeatureFlagResponse(row);
  }

  private reloadIfStale(): void {
    if (Date.now() - this.snapshot.loadedAt >= FEATURE_FLAGS_TTL_MS) void this.reload();
  }

  /** One reload at a time; a failure keeps the flags it had (and tries again after the TTL). */
  private reload(): Promise<void> {
    this.reloading ??= runOutsideRequest(() => this.load()).finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async load(): Promise<void> {
    try {
      this.snapshot = snapshotOf(await this.repository.list());
    } catch (error) {
      this.logger.warn(`Could not load the feature flags, keeping the last ones: ${String(error)}`);
      this.snapshot = { ...this.snapshot, loadedAt: Date.now() };
    }
  }
}

function snapshotOf(rows: readonly FeatureFlagRow[]): FlagSnapshot {
  const keys = (stages: FeatureStage[]) =>
    rows
      .filter((row) => stages.includes(row.stage))
      .map((row) => row.key)
      .sort();
  return {
    stages: new Map(rows.map((row) => [row.key, row.stage])),
    live: keys(['live']),
    next: keys(['live', 'next']),
    loadedAt: Date.now(),
  };
}

function toFeatureFlagResponse(row: FeatureFlagRow): FeatureFlagResponseDto {
  return { key: row.key, stage: row.stage, description: row.description, updatedAt: row.updatedAt.toISOString() };
}
