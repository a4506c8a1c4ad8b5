// Vike's client entry code: in production the very first script of every page (https://vike.dev/client).
import { installChunkReloadGuard } from './chunk-reload.js';

installChunkReloadGuard();
