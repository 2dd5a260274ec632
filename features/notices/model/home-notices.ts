// Not in the component's module: a 'use client' module's constants are references on the server.
/** How many notices the home page shows. */
export const HOME_NOTICES_SIZE = 5;
