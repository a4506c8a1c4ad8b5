// Every path no other page claims is a CMS page (SPEC §2.2 catch-all).
export default '/*';
