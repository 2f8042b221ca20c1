// Food illustrations by kind, used by generate-images.ts for the food pictures and restaurant banners.
import type { Art } from './art-kit.ts';
import { MORE_ART } from './food-art-more.ts';
import { SAVOURY_ART } from './food-art-savoury.ts';
import type { FoodKind } from './menu-data.ts';

export const FOOD_ART: Record<FoodKind, (prefix: string) => Art> = { ...SAVOURY_ART, ...MORE_ART };
