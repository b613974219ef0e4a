// A file imported for its URL (webpack's asset/resource, e.g. a font) in jest: the file's name stands in for the URL.
module.exports = 'file-mock.woff2';
