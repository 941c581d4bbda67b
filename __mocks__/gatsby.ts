// Keeps Gatsby's real Link (so active-link tests exercise it) and stubs the GraphQL layer.
const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const Link = gatsby.Link;
export const navigate = jest.fn();
