/**
 * For a block that starts below the fold: the browser skips its layout and paint until it nears the screen, so a
 * slow phone's first paint lays out what it shows, not the whole page. Each use adds the height that stands in for
 * it until then (`[contain-intrinsic-height:auto_NNrem]`, a literal for Tailwind to find), about its usual height.
 */
export const laidOutNearScreen = '[content-visibility:auto]';
