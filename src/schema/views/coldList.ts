// Set when the page load opens a generated resource list, taken by that list (FirstRows). Its own
// module: the boot chunk sets it, the list's chunk reads it.
let coldList = false;

/** The page load opens a generated resource list (preloadResourcePage): its first records come in slices. */
export const expectColdList = () => {
  coldList = true;
};

/** True once, for the list the page load opened. */
export const takeColdList = () => {
  const cold = coldList;
  coldList = false;
  return cold;
};
