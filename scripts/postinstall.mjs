// Nothing to prepare after install yet; kept so `npm install` has one hook for future steps.
