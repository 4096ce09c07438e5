/** Stacking order of the shell; recipes and components name these (`zIndex: 'modal'`). */
export const zIndex = {
  hide: { value: -1 },
  base: { value: 0 },
  docked: { value: 10 },
  sticky: { value: 1100 },
  dropdown: { value: 1000 },
  banner: { value: 1200 },
  overlay: { value: 1300 },
  modal: { value: 1400 },
  popover: { value: 1500 },
  skipLink: { value: 1600 },
  toast: { value: 1700 },
  tooltip: { value: 1800 },
  max: { value: 9999 },
}

/** Animations of the shell: overlays fade in 300 ms, panels slide, the loading bar sweeps. */
export const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideInDown: { from: { transform: 'translateY(-8px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } },
  loadingSlide: { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(250%)' } },
}
