/** What other modules may use of this one. */
export { mediaResourceById, insertMediaResource } from './embeds.repo';
export { renderFramePage } from './frame-page';
export { belongsToProvider, providerEmbed } from './providers';
