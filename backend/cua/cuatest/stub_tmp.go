package cuatest

import "net/http"

func (s *Server) parseAnthropic(p *parser, r *http.Request, req *Request) {}
func (s *Server) parseGoogle(p *parser, r *http.Request, req *Request)    {}
func (s *Server) anthropicResponse(req Request, reply Reply) any          { return nil }
func (s *Server) googleResponse(req Request, reply Reply) any             { return nil }
