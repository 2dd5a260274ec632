/**
 * The public realtime topics' frames (spec §7), typed by their schemas (./public-schemas): a
 * module that needs only the types loads no zod. Money, prices and quantities are decimal strings;
 * times epoch milliseconds.
 */
import type * as z from 'zod/mini';
import type {
  wireDepthFrameSchema,
  wireDepthLevelSchema,
  wireIndicatorFrameSchema,
  wireKlineFrameSchema,
  wireKlineSchema,
  wireMarketIndicatorSchema,
  wireSpotMarketSchema,
  wireTickFrameSchema,
  wireTickSchema,
  wireTimeSliceFrameSchema,
  wireTopTenFrameSchema,
} from './public-schemas';

export type WireMarketIndicator = z.infer<typeof wireMarketIndicatorSchema>;
export type WireSpotMarket = z.infer<typeof wireSpotMarketSchema>;
export type WireIndicatorFrame = z.infer<typeof wireIndicatorFrameSchema>;
export type WireDepthLevel = z.infer<typeof wireDepthLevelSchema>;
export type WireDepthFrame = z.infer<typeof wireDepthFrameSchema>;
export type WireTick = z.infer<typeof wireTickSchema>;
export type WireTickFrame = z.infer<typeof wireTickFrameSchema>;
export type WireKline = z.infer<typeof wireKlineSchema>;
export type WireKlineFrame = z.infer<typeof wireKlineFrameSchema>;
export type WireTopTenFrame = z.infer<typeof wireTopTenFrameSchema>;
export type WireTimeSliceFrame = z.infer<typeof wireTimeSliceFrameSchema>;
