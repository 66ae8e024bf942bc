package cuatest

import "net/http"

func (s *Server) parseGoogle(p *parser, r *http.Request, req *Request) {}
func (s *Server) googleResponse(req Request, reply Reply) any          { return nil }
