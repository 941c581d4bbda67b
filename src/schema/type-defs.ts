/** GraphQL type definitions derived from the content model, with non-null required fields. */
import { collections, cropField, type FieldKind } from "./collections";

const graphqlTypes: Record<FieldKind, string> = {
  text: "String",
  integer: "Int",
  image: "File",
  url: "String",
  endpoint: "String",
  email: "String",
  path: "String",
  focus: "String",
  datetime: "String",
  timezone: "String",
  boolean: "Boolean",
  tags: "[String!]",
};

export function typeDefs(): string {
  return Object.values(collections)
    .map((collection) => {
      const fields = Object.entries(collection.fields).map(([name, spec]) => {
        const nullability = spec.optional ? "" : "!";
        const link = spec.kind === "image" ? " @fileByRelativePath" : "";
        return `${name}: ${graphqlTypes[spec.kind]}${nullability}${link}`;
      });
      // The build's own cut of a picture for each of its crops (gatsby-node.ts): imageCard, imagePhone.
      for (const [name, spec] of Object.entries(collection.fields)) {
        for (const crop of Object.keys(spec.picture?.crops ?? {})) fields.push(`${cropField(name, crop)}: File! @link`);
      }
      fields.push("slug: String!");
      if (collection.body) fields.push(`html: String${collection.body === "required" ? "!" : ""} @markdownHtml`);
      return `type ${collection.type} implements Node @dontInfer {\n  ${fields.join("\n  ")}\n}`;
    })
    .join("\n\n");
}
